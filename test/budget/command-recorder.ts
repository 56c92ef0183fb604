import type { CommandStartedEvent, MongoClient } from 'mongodb';
import { observeCommands, type OperationScope } from '../../shared/command-observation.ts';
import { declaredIndexesOf, describeShape, shapesOf, type DeclaredIndex, type QueryShape } from './query-shapes.ts';

/** The commands one HTTP call sent before its reply, in order, as "command collection". */
export interface RecordedCall {
  operationId: string;
  method: string;
  commands: string[];
  /** Another call sent commands while this one was in flight: its count may hold the retries of a race. */
  concurrent: boolean;
}

const calls = new Map<OperationScope, RecordedCall>();
const shapes = new Map<string, QueryShape & { operations: Set<string> }>();
const indexes: DeclaredIndex[] = [];
const ignoredClients = new Set<MongoClient>();
/** The call of the last command sent for a call, to tell calls whose commands interleave. */
let previous: { scope: OperationScope; call: RecordedCall } | undefined;

/** Commands that carry no work of the caller: the driver's own housekeeping. */
const HOUSEKEEPING = new Set([
  'hello',
  'isMaster',
  'ismaster',
  'ping',
  'endSessions',
  'buildInfo',
  'saslStart',
  'saslContinue',
]);

/**
 * Records, from the moment this module loads (before the harness connects), every command the system under test
 * sends: per HTTP call the commands before its reply, and every query shape with the operations (or background
 * work) that sent it. Commands of the harness's own client (tests reading the database directly) are left out.
 */
observeCommands((event: CommandStartedEvent, scope: OperationScope | undefined, client: MongoClient) => {
  if (ignoredClients.has(client) || HOUSEKEEPING.has(event.commandName)) return;
  indexes.push(...declaredIndexesOf(event));
  for (const shape of shapesOf(event)) {
    const key = describeShape(shape);
    const known = shapes.get(key) ?? { ...shape, operations: new Set<string>() };
    known.operations.add(scope?.operationId ?? '(background)');
    shapes.set(key, known);
  }
  if (!scope || scope.answered) return;
  const call = calls.get(scope) ?? {
    operationId: scope.operationId,
    method: scope.method,
    commands: [],
    concurrent: false,
  };
  call.commands.push(`${event.commandName} ${String(event.command[event.commandName])}`);
  calls.set(scope, call);
  if (previous && previous.call !== call && !previous.scope.answered) {
    previous.call.concurrent = true;
    call.concurrent = true;
  }
  previous = { scope, call };
});

/** Leaves out the commands of a client that is not the system's (the harness's connection for assertions). */
export function ignoreClient(client: MongoClient): void {
  ignoredClients.add(client);
}

export function recordedCalls(): RecordedCall[] {
  return [...calls.values()];
}

export function recordedShapes(): (QueryShape & { operations: Set<string> })[] {
  return [...shapes.values()];
}

export function declaredIndexes(): DeclaredIndex[] {
  return indexes;
}

/** The calls recorded while `work` ran. */
export async function callsDuring(work: () => Promise<unknown>): Promise<RecordedCall[]> {
  const before = new Set(calls.keys());
  await work();
  return [...calls.entries()].filter(([scope]) => !before.has(scope)).map(([, call]) => call);
}
