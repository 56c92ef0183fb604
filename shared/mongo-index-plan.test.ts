import { expect } from 'chai';
import { IndexChangeRefused, planIndex, type IndexDefinition } from './mongo-index-plan.ts';

const declared: IndexDefinition = { name: 'buyer_created', key: { buyerId: 1, createdAt: -1 }, unique: false };

describe('planIndex: a declared index brought about without a window in which it is missing', () => {
  it('creates a missing index under its declared name', () => {
    expect(planIndex('deals', declared, [{ name: '_id_', key: { _id: 1 } }])).to.deep.equal({
      create: 'buyer_created',
      drop: [],
    });
  });

  it('does nothing when the index exists as declared, under its name or a versioned one', () => {
    expect(planIndex('deals', declared, [{ ...declared }])).to.deep.equal({ create: null, drop: [] });
    const versioned = { ...declared, name: 'buyer_created@0a1b2c3d' };
    expect(planIndex('deals', declared, [versioned])).to.deep.equal({ create: null, drop: [] });
  });

  it('builds a changed definition under a versioned name, then drops the old one; the same name every time', () => {
    const old = { name: 'buyer_created', key: { buyerId: 1 } };
    const plan = planIndex('deals', declared, [old]);
    expect(plan.create).to.match(/^buyer_created@[0-9a-f]{8}$/);
    expect(plan.drop).to.deep.equal(['buyer_created']);
    expect(planIndex('deals', declared, [old]).create).to.equal(plan.create);
    expect(planIndex('deals', { ...declared, unique: true }, [old]).create).to.not.equal(plan.create);
  });

  it('keeps the matching index and drops what an interrupted run left of the old one', () => {
    const current = { ...declared, name: 'buyer_created@0a1b2c3d' };
    const old = { name: 'buyer_created', key: { buyerId: 1 } };
    expect(planIndex('deals', declared, [old, current])).to.deep.equal({ create: null, drop: ['buyer_created'] });
  });

  it('leaves indexes of other declarations alone, however their names begin', () => {
    const other = { name: 'buyer_created_at', key: { buyerId: 1 } };
    expect(planIndex('deals', declared, [other])).to.deep.equal({ create: 'buyer_created', drop: [] });
  });

  it('compares the key order and unique, nothing else', () => {
    const reordered = { ...declared, key: { createdAt: -1, buyerId: 1 } };
    expect(planIndex('deals', declared, [reordered]).drop).to.deep.equal(['buyer_created']);
    const sparse = { ...declared, sparse: true } as IndexDefinition;
    expect(planIndex('deals', declared, [sparse])).to.deep.equal({ create: null, drop: [] });
  });

  it('refuses a change of unique alone, naming the index and the procedure', () => {
    const unique = { ...declared, unique: true };
    expect(() => planIndex('deals', unique, [declared]))
      .to.throw(IndexChangeRefused, 'index deals.buyer_created changes only its unique option (false -> true)')
      .with.property('message')
      .that.includes('docs/operations.md');
  });
});
