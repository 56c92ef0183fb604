import type { Config } from '../../shared/config.ts';
import { systemClock } from '../../shared/clock.ts';
import { connectMongo } from '../../shared/mongo.ts';
import { createCore } from '../../services/core/index.ts';
import { LISTINGS_COLLECTION } from '../../services/core/listings/listings.repository.ts';
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD, describeLoad, loadThroughService } from '../demo-data/load.ts';
import { seedBlogArticles } from '../demo-data/blog-articles.ts';
import { DEMO_MANDATES } from '../demo-data/mandates.ts';

const DEMO_EMAIL = 'demo@marketplace.local';
/** Enough to try search, facets and geo queries in every category; small enough for every start on an empty database. */
const DEMO_LISTINGS = 200;

/**
 * Seeds a demo account with sales mandates, the blog's first articles, and on a database without listings a small demo set (providers, listings of every
 * category, reviews) through the listings service, so the running indexer indexes it from the outbox.
 * Answers the demo account's credentials when it was created now.
 */
export async function seedDemoData(config: Config): Promise<{ email: string; password: string } | null> {
  const mongo = await connectMongo(config.mongodbUrl, config.mongodbDatabase);
  try {
    const core = createCore({ db: mongo.db, clock: systemClock, config });
    let created: { email: string; password: string } | null = null;
    if (!(await core.repositories.accounts.findByEmail(DEMO_EMAIL))) {
      const account = await core.accounts.createAccount({ email: DEMO_EMAIL, password: DEMO_PASSWORD, displayName: 'Demo Provider' });
      const principal = { accountId: account._id, kind: 'session', scopes: [], isAdmin: false, credentialId: 'demo-data' } as const;
      for (const mandate of DEMO_MANDATES) await core.mandates.create(principal, mandate);
      console.log(`Demo data: ${DEMO_MANDATES.length} sales mandates of ${DEMO_EMAIL}.`);
      created = { email: DEMO_EMAIL, password: DEMO_PASSWORD };
    }
    if (!(await mongo.db.collection(LISTINGS_COLLECTION).findOne({}, { projection: { _id: 1 } }))) {
      const result = await loadThroughService(core, DEMO_LISTINGS, { password: DEMO_PASSWORD });
      console.log(`Demo data: ${describeLoad(result)}.`);
      console.log(`Demo providers and reviewers sign in as <name>@${DEMO_EMAIL_DOMAIN} with the demo password.`);
    }
    const articles = await seedBlogArticles(core.blog);
    if (articles > 0) console.log(`Demo data: ${articles} blog articles in English and German.`);
    return created;
  } finally {
    await mongo.client.close();
  }
}
