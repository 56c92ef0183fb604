import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { systemClock } from '../shared/clock.ts';
import { loadConfig } from '../shared/config.ts';
import { connectMongo } from '../shared/mongo.ts';
import { normalizeEmail } from '../services/core/accounts/types.ts';
import { createCore } from '../services/core/index.ts';
import { readDevState } from './local/dev-state.ts';

/**
 * `npm run admin:create -- --email ops@example.com [--password ...]` creates an admin account, or makes an
 * existing account an admin. Uses MONGODB_URL, or the servers of a running `npm start`.
 */
const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
if (!values.email) {
  console.error('usage: npm run admin:create -- --email ADDRESS [--password PASSWORD]');
  process.exit(2);
}

const dev = process.env.MONGODB_URL ? null : await readDevState();
if (!process.env.MONGODB_URL && !dev) {
  console.error('admin:create: set MONGODB_URL, or start the service with `npm start` first');
  process.exit(1);
}
const config = loadConfig({
  ...process.env,
  MONGODB_URL: process.env.MONGODB_URL ?? dev?.mongodbUrl,
  MONGODB_DATABASE: process.env.MONGODB_DATABASE ?? dev?.mongodbDatabase,
  ELASTICSEARCH_URL: process.env.ELASTICSEARCH_URL || 'http://unused.invalid',
});
const mongo = await connectMongo(config.mongodbUrl, config.mongodbDatabase);
try {
  const core = createCore({ db: mongo.db, clock: systemClock, config });
  const existing = await core.repositories.accounts.findByEmail(normalizeEmail(values.email));
  if (existing) {
    await core.repositories.accounts.grantAdmin(existing._id, systemClock.now());
    console.log(`${existing.email} (${existing._id}) is now an admin; its password is unchanged.`);
  } else {
    const password = values.password ?? randomBytes(12).toString('base64url');
    const account = await core.accounts.createAccount({ email: values.email, password, isAdmin: true });
    console.log(`Created admin ${account.email} (${account._id}).`);
    if (!values.password) console.log(`Password (shown once): ${password}`);
  }
} finally {
  await mongo.client.close();
}
