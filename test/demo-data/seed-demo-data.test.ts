import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { seedDemoData } from '../../scripts/local/seed-demo-data.ts';
import { DEMO_BLOG_ARTICLES } from '../../scripts/demo-data/blog-articles.ts';
import { DEMO_MANDATES } from '../../scripts/demo-data/mandates.ts';
import { ensureIndexes } from '../../services/indexes.ts';
import { harness } from '../support/root-hooks.ts';

describe("npm start's demo data", () => {
  it("regression: the demo account's console does not start empty: its agent's proposals wait for approval, a lead for a decision, a draft for completion; beside the mandates, blog articles and demo listings, created once", async function () {
    this.timeout(120_000);
    // Its own database: the demo listings must not reach the index the other suites search.
    const config = { ...harness().config, mongodbDatabase: `test_seed_${randomBytes(4).toString('hex')}` };
    const db = harness().mongo.client.db(config.mongodbDatabase);
    try {
      // As at `npm start`: the system has booted, so the database has its indexes.
      await ensureIndexes(db);
      const first = await seedDemoData(config);
      expect(first?.email).to.equal('demo@marketplace.local');
      const mandates = await db.collection('mandates').find({}).toArray();
      expect(mandates.map((mandate) => mandate.offer.title)).to.have.members(
        DEMO_MANDATES.map((mandate) => mandate.offer.title),
      );
      expect(mandates.every((mandate) => mandate.status === 'active')).to.equal(true);
      expect(await db.collection('listings').countDocuments({})).to.equal(200);
      const articles = await db.collection('blog_posts').find({}).toArray();
      expect(articles.map((article) => `${article.locale}/${article.slug}`)).to.have.members(
        DEMO_BLOG_ARTICLES.map((article) => `${article.locale}/${article.slug}`),
      );
      expect(articles.every((article) => article.status === 'published')).to.equal(true);
      expect(new Set(articles.map((article) => article.locale))).to.deep.equal(new Set(['en', 'de']));

      // The loop under way: the demo agent's proposals wait for the demo human, a lead for the provider's decision.
      const demo = (await db.collection('accounts').findOne({ email: 'demo@marketplace.local' }))!;
      const agent = (await db.collection('agents').findOne({ accountId: demo._id }))!;
      const key = (await db.collection('api_keys').findOne({ agentId: agent._id }))!;
      expect(key.spendingPolicy).to.include({ currency: 'EUR' });
      const waiting = await db
        .collection('approvals')
        .find({ approverAccountId: demo._id, status: 'pending' })
        .toArray();
      expect(waiting.map((approval) => approval.action)).to.have.members(['fund', 'top_up']);
      for (const approval of waiting)
        expect(approval).to.include({ requestedByAgent: agent._id, requestedByKey: key._id });
      const deal = (await db
        .collection('deals')
        .findOne({ _id: waiting.find((a) => a.action === 'fund')!.subject.id }))!;
      expect(deal).to.include({ buyerId: demo._id, status: 'proposed' });
      const claims = await db.collection('claims').find({ providerId: demo._id }).toArray();
      expect(claims.map((claim) => claim.status)).to.deep.equal(['provisional']);
      const drafts = await db.collection('intake_drafts').find({ accountId: demo._id }).toArray();
      expect(drafts.map((draft) => draft.status)).to.deep.equal(['draft']);

      expect(await seedDemoData(config), 'a second start creates nothing').to.equal(null);
      expect(await db.collection('mandates').countDocuments({})).to.equal(DEMO_MANDATES.length);
      expect(await db.collection('blog_posts').countDocuments({})).to.equal(DEMO_BLOG_ARTICLES.length);
    } finally {
      await db.dropDatabase();
    }
  });
});
