import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'chai';
import { CategoryProposalsRepository } from '../../services/core/intake/drafts/category-proposals.repository.ts';
import { expectError } from '../support/expect-error.ts';
import type { TestAccount } from '../support/factories.ts';
import { startFixtureServer, type FixtureServer } from '../intake/fixture-server.ts';
import { startModerationSystem, type ModerationSystem } from './moderation-system.ts';

describe('moderation: category proposals', function () {
  this.timeout(120_000);
  let mod: ModerationSystem;
  let fixtures: FixtureServer;
  let admin: TestAccount;

  before(async function () {
    this.timeout(180_000);
    mod = await startModerationSystem('moderation-proposals');
    fixtures = await startFixtureServer();
    admin = await mod.admin('category-admin');
  });

  after(async () => {
    await fixtures?.close();
    await mod?.stop();
  });

  async function importedJob(owner: TestAccount, url: string): Promise<Record<string, any>> {
    const started = await mod.api('POST', '/v1/intake/imports', { token: owner.token, body: { url } });
    expect(started.status, started.text).to.equal(202);
    for (let attempt = 0; attempt < 300; attempt += 1) {
      const job = await mod.api('GET', `/v1/intake/jobs/${started.body.result.id}`, { token: owner.token });
      if (!['queued', 'running'].includes(job.body.result.status)) return job.body.result;
      await sleep(100);
    }
    throw new Error('the import did not finish');
  }

  /** A pending proposal as intake records one, for decisions that need no draft. */
  async function seededProposal(slug: string): Promise<string> {
    const now = new Date();
    const proposal = {
      _id: `cpr_${slug}`,
      slug,
      name: `Proposed ${slug}`,
      schemaType: 'Thing',
      facets: [],
      status: 'pending' as const,
      mergedInto: null,
      jobIds: [],
      createdAt: now,
      updatedAt: now,
    };
    await new CategoryProposalsRepository(mod.db).propose(proposal, 'ijb_seed', now);
    return proposal._id;
  }

  it('merges a proposal into an existing category and moves its waiting draft there', async () => {
    const owner = await mod.register('restaurateur');
    const job = await importedJob(owner, fixtures.url('/pages/restaurant.html'));
    expect(job.categoryProposal).to.include({ id: 'cpr_restaurant', status: 'pending' });
    const draftId: string = job.draftIds[0];

    const queue = await mod.op('listModerationQueue', 'GET', '/v1/intake/moderation?kind=category_proposal', {
      token: admin.token,
    });
    const item = queue.body.result.find((entry: { id: string }) => entry.id === 'cpr_restaurant');
    expect(item).to.deep.include({
      kind: 'category_proposal',
      decideWith: ['approveCategoryProposal', 'rejectCategoryProposal', 'mergeCategoryProposal'],
    });
    expect(item.proposal).to.include({ slug: 'restaurant', status: 'pending' });
    const pending = await mod.op('listCategoryProposals', 'GET', '/v1/intake/categories', { token: admin.token });
    expect(pending.body.result.map((proposal: { id: string }) => proposal.id)).to.include('cpr_restaurant');

    const unknownTarget = await mod.op('mergeCategoryProposal', 'POST', '/v1/intake/categories/cpr_restaurant/merge', {
      token: admin.token,
      body: { targetCategory: 'restaurants' },
    });
    expect(expectError(unknownTarget, 400, 'validation_failed').field).to.equal('body.targetCategory');
    const merged = await mod.op('mergeCategoryProposal', 'POST', '/v1/intake/categories/cpr_restaurant/merge', {
      token: admin.token,
      body: { targetCategory: 'local-services', note: 'Restaurants are local services here.' },
    });
    expect(merged.status, merged.text).to.equal(200);
    expect(merged.body.result).to.include({ status: 'merged', mergedInto: 'local-services' });
    const draft = await mod.api('GET', `/v1/intake/drafts/${draftId}`, { token: owner.token });
    expect(draft.body.result.category).to.equal('local-services');
    expect(draft.body.result.confirmedFields).to.include('category');

    expectError(
      await mod.op('rejectCategoryProposal', 'POST', '/v1/intake/categories/cpr_restaurant/reject', {
        token: admin.token,
        body: { reason: 'Too late.' },
      }),
      409,
      'invalid_transition',
    );
    const afterQueue = await mod.op('listModerationQueue', 'GET', '/v1/intake/moderation?kind=category_proposal', {
      token: admin.token,
    });
    expect(afterQueue.body.result.map((entry: { id: string }) => entry.id)).to.not.include('cpr_restaurant');
    const audit = await mod.op('listModerationAuditLog', 'GET', '/v1/intake/audit-log?subjectId=cpr_restaurant', {
      token: admin.token,
    });
    expect(audit.body.result).to.have.length(1);
    expect(audit.body.result[0]).to.deep.include({
      action: 'category_proposal.merged',
      actorId: admin.id,
      note: 'Restaurants are local services here.',
    });
    expect(audit.body.result[0].after).to.deep.include({ mergedInto: 'local-services', movedDrafts: [draftId] });
  });

  it('approves a proposal under a new slug, refuses an existing one, and rejects another', async () => {
    const approvable = await seededProposal('escape-rooms');
    const taken = await mod.op('approveCategoryProposal', 'POST', `/v1/intake/categories/${approvable}/approve`, {
      token: admin.token,
      body: { slug: 'businesses' },
    });
    expect(expectError(taken, 409, 'already_exists').field).to.equal('body.slug');
    const approved = await mod.op('approveCategoryProposal', 'POST', `/v1/intake/categories/${approvable}/approve`, {
      token: admin.token,
      body: { slug: 'escape-games', name: 'Escape games' },
    });
    expect(approved.body.result).to.include({ status: 'approved', slug: 'escape-games', name: 'Escape games' });
    const again = await mod.op('approveCategoryProposal', 'POST', `/v1/intake/categories/${approvable}/approve`, {
      token: admin.token,
      body: { slug: 'escape-games', name: 'Escape games' },
    });
    expect(again.body.result, 'a repeated approval answers its first outcome').to.deep.equal(approved.body.result);

    const rejectable = await seededProposal('fortune-telling');
    const rejected = await mod.op('rejectCategoryProposal', 'POST', `/v1/intake/categories/${rejectable}/reject`, {
      token: admin.token,
      body: { reason: 'Not offered on this marketplace.' },
    });
    expect(rejected.body.result).to.include({ status: 'rejected' });
    expectError(
      await mod.op('rejectCategoryProposal', 'POST', '/v1/intake/categories/cpr_unknown/reject', {
        token: admin.token,
        body: { reason: 'x' },
      }),
      404,
      'resource_not_found',
    );
  });
});
