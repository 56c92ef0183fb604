import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { systemClock } from '../shared/clock.ts';
import { ConfigError, loadConfig } from '../shared/config.ts';
import { connectMongo } from '../shared/mongo.ts';
import { normalizeEmail } from '../services/core/accounts/types.ts';
import { createCore } from '../services/core/index.ts';
import { commandEnvironment } from './local/dev-state.ts';

/**
 * `npm run admin:create -- --email ops@example.com [--password ...]` creates an admin account, or makes an
 * existing account an admin. Uses the configuration of the environment (MONGODB_URL, ...), or else the
 * servers of a running `npm start`.
 */
async function main(email: string, password: string | undefined): Promise<void> {
  const env = await commandEnvironment();
  const config = loadConfig(env);
  const mongo = await connectMongo(config.mongodbUrl, config.mongodbDatabase);
  try {
    const core = createCore({ db: mongo.db, clock: systemClock, config });
    const existing = await core.repositories.accounts.findByEmail(normalizeEmail(email));
    if (existing) {
      await core.repositories.accounts.grantAdmin(existing._id, systemClock.now());
      console.log(
        `${existing.email} (${existing._id}) is now an admin (from its next sign-in); its password is unchanged.`,
      );
      return;
    }
    const chosen = password ?? randomBytes(12).toString('base64url');
    const account = await core.accounts.createAccount({ email, password: chosen, isAdmin: true });
    console.log(`Created admin ${account.email} (${account._id}).`);
    if (!password) console.log(`Password (shown once): ${chosen}`);
  } finally {
    await mongo.client.close();
  }
}

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
if (!values.email) {
  console.error('usage: npm run admin:create -- --email ADDRESS [--password PASSWORD]');
  process.exit(2);
}
await main(values.email, values.password).catch((error: unknown) => {
  console.error(
    error instanceof ConfigError
      ? `admin:create: ${error.message}\n(or start the service with \`npm start\` first)`
      : error,
  );
  process.exit(1);
});
