import type { Config } from '../../shared/config.ts';
import { systemClock } from '../../shared/clock.ts';
import { connectMongo } from '../../shared/mongo.ts';
import { createCore } from '../../services/core/index.ts';

const DEMO_EMAIL = 'demo@marketplace.local';
const DEMO_PASSWORD = 'demo-password-123';

/** Seeds a demo account on an empty database; answers its credentials when it was created now. */
export async function seedDemoData(config: Config): Promise<{ email: string; password: string } | null> {
  const mongo = await connectMongo(config.mongodbUrl, config.mongodbDatabase);
  try {
    const core = createCore({ db: mongo.db, clock: systemClock, config });
    if (await core.repositories.accounts.findByEmail(DEMO_EMAIL)) return null;
    await core.accounts.createAccount({ email: DEMO_EMAIL, password: DEMO_PASSWORD, displayName: 'Demo Provider' });
    return { email: DEMO_EMAIL, password: DEMO_PASSWORD };
  } finally {
    await mongo.client.close();
  }
}
