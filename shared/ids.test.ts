import { expect } from 'chai';
import { decodeTime } from 'ulid';
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

const ID_FORMAT = /^dea_[0-9a-hjkmnp-tv-z]{26}$/;

describe('newId', () => {
  it('gives a prefixed lowercase ulid whose time part is the moment it was made', () => {
    const before = Date.now();
    const id = newId('dea');
    const after = Date.now();
    expect(id).to.match(ID_FORMAT);
    const at = decodeTime(id.slice('dea_'.length).toUpperCase());
    expect(at).to.be.within(before, after);
  });

  it('gives distinct ids across many refills of its random pool', () => {
    const ids = Array.from({ length: 20_000 }, () => newId('dea'));
    for (const id of ids) expect(id).to.match(ID_FORMAT);
    expect(new Set(ids).size).to.equal(ids.length);
    expect(new Set(ids.map((id) => id.slice(-16))).size).to.equal(ids.length);
  });

  it('draws every random character from the whole alphabet', () => {
    const ids = Array.from({ length: 2_000 }, () => newId('dea'));
    for (let position = 14; position < 30; position += 1) {
      expect(new Set(ids.map((id) => id[position])).size, `position ${position}`).to.equal(32);
    }
  });

  it('orders ids made in later milliseconds after earlier ones', async () => {
    const earlier = newId('dea');
    await new Promise((resolve) => setTimeout(resolve, 3));
    expect(newId('dea') > earlier).to.equal(true);
  });
});
