import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { operations } from '../../services/gateway/openapi/operations.ts';
import { call } from '../support/http.ts';
import { NOT_OBJECT_LEVEL, PROBES, type Probe } from './object-access.ts';
import { buildWorld, type World } from './world.ts';

const withPathIds = operations().filter((operation) => /\{[^}]+\}/.test(operation.path));

function attempt(world: World, operationId: string, probe: Probe, token: string) {
  const { method } = withPathIds.find((operation) => operation.operationId === operationId)!;
  return call(method, probe.path(world), {
    token,
    body: probe.body,
    headers: probe.idempotencyKey ? { 'idempotency-key': randomBytes(12).toString('hex') } : {},
  });
}

describe('security: object-level access across three accounts (generated from the OpenAPI document)', function () {
  this.timeout(120_000);
  let world: World;

  before(async function () {
    this.timeout(180_000);
    world = await buildWorld();
  });

  after(() => world?.close());

  it('every operation with an id in its path is probed, or listed with why it is not', () => {
    const declared = withPathIds.map((operation) => operation.operationId).sort();
    expect(declared).to.deep.equal([...Object.keys(PROBES), ...Object.keys(NOT_OBJECT_LEVEL)].sort());
  });

  it('A, the owner, can read every private object the probes aim at (so a refusal is about the caller, not the object)', async () => {
    for (const [operationId, probe] of Object.entries(PROBES)) {
      const seen = await probe.readBack(world);
      const failures = (Array.isArray(seen) ? seen : [seen]).filter(
        (part) => part && typeof part === 'object' && 'status' in part && Object.keys(part).length === 1,
      );
      expect(failures, `${operationId}: ${JSON.stringify(seen)}`).to.deep.equal([]);
    }
  });

  for (const [operationId, probe] of Object.entries(PROBES)) {
    const expected =
      probe.refusal === 404 ? { status: 404, slug: 'resource_not_found' } : { status: 403, slug: 'not_owner' };
    it(`${operationId}: B (a stranger) and C (a party of A's other objects) get ${expected.status} ${expected.slug}, and A's object is unchanged`, async () => {
      const before = await probe.readBack(world);
      for (const [who, caller] of [
        ['B', world.b],
        ['C', world.c],
      ] as const) {
        const response = await attempt(world, operationId, probe, caller.token);
        expect(response.status, `${who}: ${response.text}`).to.equal(expected.status);
        expect(response.body.errors[0].slug, `${who}: ${response.text}`).to.equal(expected.slug);
      }
      expect(await probe.readBack(world), 'A reads the object back as it was').to.deep.equal(before);
    });
  }
});
