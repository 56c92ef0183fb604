import { expect } from 'chai';
import { keyedId, newId } from './ids.ts';

describe('keyedId', () => {
  it('is the same for the same key and instant, and differs for another key or instant', () => {
    const at = new Date('2026-11-24T10:00:00Z');
    expect(keyedId('obx', 'wf:a:deal.created', at)).to.equal(keyedId('obx', 'wf:a:deal.created', at));
    expect(keyedId('obx', 'wf:b:deal.created', at)).to.not.equal(keyedId('obx', 'wf:a:deal.created', at));
    expect(keyedId('obx', 'wf:a:deal.created', new Date(at.getTime() + 1))).to.not.equal(
      keyedId('obx', 'wf:a:deal.created', at),
    );
  });

  it('has the shape of a new id and sorts by its instant among them', () => {
    const id = keyedId('obx', 'key', new Date());
    expect(id).to.match(/^obx_[0-9a-hjkmnp-tv-z]{26}$/);
    expect(keyedId('obx', 'zzz', new Date(Date.now() - 1000)) < newId('obx')).to.equal(true);
    expect(keyedId('obx', '000', new Date(Date.now() + 1000)) > newId('obx')).to.equal(true);
  });
});
