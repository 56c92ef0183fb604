import { expect } from 'chai';
import type { Principal } from '../../shared/auth/principal.ts';
import { registerAccount, type TestAccount } from '../support/factories.ts';
import { coreAfterLease, drillEveryPoint, invoke, principalOf } from '../support/fault-drill.ts';
import { call } from '../support/http.ts';
import { harness } from '../support/root-hooks.ts';
import { importAndWait } from './intake-calls.ts';

interface Situation {
  owner: TestAccount;
  draftId: string;
  principal: Principal;
}

async function situation(): Promise<Situation> {
  const owner = await registerAccount('drill-publisher');
  const { draftIds } = await importAndWait(owner, {
    text: 'Fliesenleger Meisterbetrieb Kaya\nFliesen für Bad und Küche.',
    category: 'local-services',
  });
  return { owner, draftId: draftIds[0], principal: await principalOf(owner.token) };
}

function publishIn(core: Parameters<typeof invoke>[0], { draftId, principal }: Situation) {
  return invoke(core, 'publishDraft', principal, { params: { id: draftId } });
}

describe('publishing a draft: fault drill', () => {
  it('after a stop at any point, the draft has one held listing, indexed never, announced never, recorded on the draft', async function () {
    this.timeout(240_000);
    const points = await drillEveryPoint({
      kind: 'publish-draft',
      setup: situation,
      act: publishIn,
      async check({ owner, draftId, principal }) {
        const listings = await harness().mongo.db.collection('listings').find({ providerId: owner.id }).toArray();
        expect(
          listings.map((listing) => listing.status),
          'listings of the account',
        ).to.deep.equal(['pending_review']);
        const listingId = listings[0]!._id as unknown as string;
        const draft = (await call('GET', `/v1/intake/drafts/${draftId}`, { token: owner.token })).body.result;
        expect(draft).to.include({ status: 'in_review', listingId });
        expect(draft.reviewReasons).to.deep.equal(['new_account']);
        const outbox = harness().mongo.db.collection('outbox');
        expect(await outbox.countDocuments({ kind: 'listing.changed', listingId }), 'listing.changed records').to.equal(
          1,
        );
        expect(
          await outbox.countDocuments({ event: 'listing.created', 'payload.listing.id': listingId }),
          'listing.created events',
        ).to.equal(0);
        const again = await invoke(coreAfterLease(), 'publishDraft', principal, { params: { id: draftId } });
        expect(again.result).to.deep.include({ status: 'in_review', listingId });
      },
    });
    expect(points.map((point) => `${point.step ?? '(start)'} ${point.phase}`)).to.include.members([
      'claim-draft done',
      'create-listing done',
      'hold-for-review done',
      'record-publication recorded',
    ]);
  });
});
