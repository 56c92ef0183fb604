import type { Config } from '../../shared/config.ts';
import { systemClock } from '../../shared/clock.ts';
import { connectMongo } from '../../shared/mongo.ts';
import type { Db } from 'mongodb';
import { createCore, type Core } from '../../services/core/index.ts';
import { LISTINGS_COLLECTION } from '../../services/core/listings/listings.repository.ts';
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD, describeLoad, loadThroughService } from '../demo-data/load.ts';
import { seedBlogArticles } from '../demo-data/blog-articles.ts';
import { DEMO_MANDATES } from '../demo-data/mandates.ts';
import { seedDemoLoop, sessionOf } from '../demo-data/demo-loop.ts';

export const DEMO_EMAIL = 'demo@marketplace.local';
/** Enough to try search, facets and geo queries in every category; small enough for every start on an empty database. */
const DEMO_LISTINGS = 200;

/**
 * Seeds a demo account with sales mandates and the loop its agents began (see seedDemoLoop), the blog's first articles, and on a database without listings a small demo set (providers, listings of every
 * category, reviews) through the listings service, so the running indexer indexes it from the outbox.
 * Answers the demo account's credentials when it was created now.
 */
export function seedDemoData(config: Config): Promise<{ email: string; password: string } | null> {
  return withCore(config, async (core, db) => {
    let created: { accountId: string; mandateId: string } | null = null;
    if (!(await core.repositories.accounts.findByEmail(DEMO_EMAIL))) {
      const account = await core.accounts.createAccount({
        email: DEMO_EMAIL,
        password: DEMO_PASSWORD,
        displayName: 'Demo Provider',
      });
      const mandates = [];
      for (const mandate of DEMO_MANDATES) mandates.push(await core.mandates.create(sessionOf(account._id), mandate));
      console.log(`Demo data: ${DEMO_MANDATES.length} sales mandates of ${DEMO_EMAIL}.`);
      created = { accountId: account._id, mandateId: mandates[0]!.id };
    }
    if (!(await db.collection(LISTINGS_COLLECTION).findOne({}, { projection: { _id: 1 } }))) {
      const result = await loadThroughService(core, DEMO_LISTINGS, { password: DEMO_PASSWORD });
      console.log(`Demo data: ${describeLoad(result)}.`);
      console.log(`Demo providers and reviewers sign in as <name>@${DEMO_EMAIL_DOMAIN} with the demo password.`);
      if (created) {
        await seedDemoLoop(core, created, result.providerIds);
        console.log(
          `Demo data: ${DEMO_EMAIL}'s procurement agent waits for 2 approvals, a lead waits for a decision, an intake draft for completion.`,
        );
      }
    }
    await announceBlogArticles(core);
    return created ? { email: DEMO_EMAIL, password: DEMO_PASSWORD } : null;
  });
}

/** The blog's first articles only: the site's own content, which a start without demo data has as well. */
export function seedSiteContent(config: Config): Promise<void> {
  return withCore(config, announceBlogArticles);
}

async function announceBlogArticles(core: Core): Promise<void> {
  const articles = await seedBlogArticles(core.blog);
  if (articles > 0) console.log(`Site content: ${articles} blog articles in English and German.`);
}

async function withCore<T>(config: Config, use: (core: Core, db: Db) => Promise<T>): Promise<T> {
  const mongo = await connectMongo(config.mongodbUrl, config.mongodbDatabase);
  try {
    return await use(createCore({ db: mongo.db, clock: systemClock, config }), mongo.db);
  } finally {
    await mongo.client.close();
  }
}
