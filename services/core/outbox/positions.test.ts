import { expect } from 'chai';
import { positionAt, timeOfPosition } from './outbox-cursor.ts';

describe('outbox positions', () => {
  it('stand for the millisecond they were made at, and sort as their instants', () => {
    const instants = [new Date(0), new Date('2026-11-28T05:30:00.123Z'), new Date('2100-01-01T00:00:00.999Z')];
    expect(instants.map((instant) => timeOfPosition(positionAt(instant)).toISOString())).to.deep.equal(
      instants.map((instant) => instant.toISOString()),
    );
    const positions = instants.map(positionAt);
    expect([...positions].sort()).to.deep.equal(positions);
  });
});
