import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { createBearerVerifier } from '../../shared/auth/bearer-verifier.ts';
import type { Principal } from '../../shared/auth/principal.ts';
import { allScopes } from '../../shared/auth/scopes.ts';
import { AppError } from '../../shared/errors/app-error.ts';
import { systemClock, type Clock } from '../../shared/clock.ts';
import { createCore, type Core, type CoreDeps } from '../../services/core/index.ts';
import type { RelayPoint } from '../../services/core/outbox/event-relay.ts';
import type { WorkflowPoint } from '../../services/core/workflows/workflow-definition.ts';
import type { OperationHandler, OperationInput, OperationOutcome } from '../../shared/service/handlers.ts';
import { WORKFLOW_LEASE_MS } from '../../services/core/workflows/workflow-run.ts';
import { failureEnvelope, successEnvelopeJson } from '../../shared/envelope.ts';
import { operations } from '../../services/gateway/openapi/operations.ts';
import { undocumentedSlugs } from './documented-errors.ts';
import { responseViolations } from './documented-response.ts';
import { harness } from './root-hooks.ts';

/** What a drill's observer throws: the process "dies" at this point of the run. */
export class Crash extends Error {}

/** What a drill adds to the cores it builds, such as the catalog search the concierge needs. */
export type ExtraCoreDeps = Partial<Pick<CoreDeps, 'catalogSearch'>>;

/** A core over the test database whose workflow runs stop at the first point `stopAt` picks, as a crash would. */
export function crashingCore(stopAt: (point: WorkflowPoint) => boolean, extra: ExtraCoreDeps = {}): Core {
  let crashed = false;
  return createCore({
    ...extra,
    db: harness().mongo.db,
    clock: systemClock,
    config: harness().config,
    observeWorkflows: (point) => {
      if (crashed || !stopAt(point)) return;
      crashed = true;
      throw new Crash(`stopped at ${describePoint(point)}`);
    },
  });
}

/** A core over the test database whose event relay stops at `point` of its first publication, as a crash would. */
export function relayStoppingCore(point: RelayPoint): Core {
  let crashed = false;
  return createCore({
    db: harness().mongo.db,
    clock: systemClock,
    config: harness().config,
    observeRelay: (seen) => {
      if (crashed || seen !== point) return;
      crashed = true;
      throw new Crash(`relay stopped at ${point}`);
    },
  });
}

/** A core that records every point its workflow runs pass, for a drill's uninterrupted probe run. */
export function recordingCore(points: WorkflowPoint[], extra: ExtraCoreDeps = {}): Core {
  return createCore({
    ...extra,
    db: harness().mongo.db,
    clock: systemClock,
    config: harness().config,
    observeWorkflows: (point) => void points.push(point),
  });
}

/** A fresh process started after the crashed runner's lease ran out: its recovery job takes the workflow over. */
export function coreAfterLease(extra: ExtraCoreDeps = {}): Core {
  const later: Clock = { now: () => new Date(Date.now() + WORKFLOW_LEASE_MS + 1_000) };
  return createCore({ ...extra, db: harness().mongo.db, clock: later, config: harness().config });
}

export function describePoint(point: Pick<WorkflowPoint, 'kind' | 'step' | 'phase'>): string {
  return `${point.kind} ${point.step ?? '(start)'} ${point.phase}`;
}

/** The principal the gateway would hand the handlers for this bearer token (a session token or an API key secret). */
export async function principalOf(token: string): Promise<Principal> {
  const verify = createBearerVerifier({
    jwtSecret: harness().config.jwtSecret,
    lookup: coreAfterLease().credentialLookup,
    clock: systemClock,
    sessionScopes: allScopes(),
  });
  const principal = await verify(token, harness().baseUrl);
  if (!principal) throw new Error('the token does not verify');
  return principal;
}

/** An OAuth principal for the account, as the gateway builds it for an access token holding these scopes. */
export function oauthPrincipalOf(accountId: string, scopes: readonly string[]): Principal {
  return { accountId, kind: 'oauth', scopes, isAdmin: false, credentialId: `oat_${randomUUID()}` };
}

/**
 * Calls one operation's handler in `core` as the gateway would after authenticating and validating. Given a
 * literal operationId, params, query, body and result have that operation's generated types.
 */
export async function invoke<K extends string>(
  core: Core,
  operationId: K,
  principal: Principal | null,
  input: Partial<Pick<OperationInput<K>, 'params' | 'query' | 'body' | 'headers'>> = {},
): Promise<OperationOutcome<K>> {
  const handler = core.handlers[operationId] as OperationHandler<K> | undefined;
  if (!handler) throw new Error(`no handler for ${operationId}`);
  const { params = {}, query = {}, body, headers = {} } = input as Partial<OperationInput>;
  const request = {
    operationId,
    params,
    query,
    body,
    headers,
    principal,
    requestId: `req_drill_${randomUUID()}`,
    baseUrl: harness().baseUrl,
  };
  return handler(request as OperationInput<K>).then(
    (outcome) => {
      expectDocumentedOutcome(operationId, outcome);
      return outcome;
    },
    (error: unknown) => {
      if (error instanceof AppError) {
        const slugs = error.items.map((item) => item.slug);
        expect(
          undocumentedSlugs(operationId, error.status, slugs),
          `${operationId} refused with ${error.status}, missing from the OpenAPI document`,
        ).to.deep.equal([]);
        const rendered = JSON.parse(JSON.stringify(failureEnvelope(request.requestId, error.items)));
        expect(
          responseViolations(operationId, error.status, rendered, true),
          'refusal not as the OpenAPI document says',
        ).to.deep.equal([]);
      }
      throw error;
    },
  );
}

/** The outcome, rendered as the gateway's dispatch renders it, must be an answer the operation documents. */
function expectDocumentedOutcome<K extends string>(operationId: K, outcome: OperationOutcome<K>): void {
  const raw = operations().find((operation) => operation.operationId === operationId)?.raw ?? null;
  if (raw === 'text' || raw === 'binary') return;
  const resultJson = JSON.stringify(outcome.result);
  const body =
    raw === 'json'
      ? resultJson
      : successEnvelopeJson('req_drill', resultJson, outcome.resultInfo, outcome.messages).toString('utf8');
  expect(
    responseViolations(operationId, outcome.status ?? 200, JSON.parse(body), true),
    'answer not as the OpenAPI document says',
  ).to.deep.equal([]);
}

export interface DrillScenario<S> {
  /** The workflow kind whose points are drilled (points of other kinds pass untouched). */
  kind: string;
  /** Builds a fresh starting situation for one run (parties, a deal in some state, ...). */
  setup(): Promise<S>;
  /** The operation under drill, run in the given core; it may reject (a crash rejects it). */
  act(core: Core, situation: S): Promise<unknown>;
  /** What must hold once the workflow finished or was undone: nothing lost, nothing doubled. */
  check(situation: S, stoppedAt: WorkflowPoint | null): Promise<void>;
  /** What the drilled cores need besides the database, clock and configuration. */
  coreDeps?: ExtraCoreDeps;
}

/**
 * The fault drill of one workflow: a probe run lists the points a run of `kind` passes; then, for each point in
 * turn, a fresh situation is set up, the operation runs in a core that dies at that point, a fresh core past the
 * lease runs the recovery job, and `check` must hold. Answers the points drilled.
 */
export async function drillEveryPoint<S>(scenario: DrillScenario<S>): Promise<WorkflowPoint[]> {
  const seen: WorkflowPoint[] = [];
  const probe = await scenario.setup();
  const probeCore = recordingCore(seen, scenario.coreDeps);
  await scenario.act(probeCore, probe);
  await probeCore.relay.drain();
  await scenario.check(probe, null);
  const points = seen.filter((point) => point.kind === scenario.kind);
  expect(points, `a run passes points of ${scenario.kind}`).to.not.be.empty;
  for (const point of points) {
    const situation = await scenario.setup();
    const stopAt = (seenPoint: WorkflowPoint) =>
      seenPoint.kind === point.kind && seenPoint.step === point.step && seenPoint.phase === point.phase;
    const crashing = crashingCore(stopAt, scenario.coreDeps);
    const stopped = await scenario.act(crashing, situation).then(
      () => null,
      (error: unknown) => error,
    );
    expect(stopped, `the run stopped at ${describePoint(point)}`).to.be.instanceOf(Error);
    await crashing.relay.drain();
    const recovery = coreAfterLease(scenario.coreDeps);
    await recovery.workflows.resumeStalled();
    // What the recovery announced is published right after its writes, as in the service; the check reads the outbox.
    await recovery.relay.drain();
    try {
      await scenario.check(situation, point);
    } catch (error) {
      if (error instanceof Error) error.message = `after a stop at ${describePoint(point)}: ${error.message}`;
      throw error;
    }
  }
  return points;
}
