import { AsyncLocalStorage } from 'node:async_hooks';
import type { CommandStartedEvent, MongoClient } from 'mongodb';

/** The HTTP operation a command is sent for; `answered` turns true once the gateway has its reply. */
export interface OperationScope {
  operationId: string;
  method: string;
  answered: boolean;
}

export type CommandObserver = (
  event: CommandStartedEvent,
  scope: OperationScope | undefined,
  client: MongoClient,
) => void;

let observer: CommandObserver | undefined;
const scopes = new AsyncLocalStorage<OperationScope>();

/**
 * Test instrumentation (test/budget/): every command of the clients connected from now on is handed to the
 * observer with the operation it was sent for. Off by default, since monitoring costs on every command.
 */
export function observeCommands(next: CommandObserver): void {
  observer = next;
}

export function isObservingCommands(): boolean {
  return observer !== undefined;
}

/** Subscribes the observer, if any, to a client created with `monitorCommands: isObservingCommands()`. */
export function attachCommandObserver(client: MongoClient): void {
  const current = observer;
  if (current) client.on('commandStarted', (event) => current(event, scopes.getStore(), client));
}

/** Runs one request's work with the commands it sends attributed to its operation (only while observed). */
export async function withinOperation<T>(operationId: string, method: string, work: () => Promise<T>): Promise<T> {
  if (!observer) return work();
  const scope: OperationScope = { operationId, method, answered: false };
  try {
    return await scopes.run(scope, work);
  } finally {
    scope.answered = true;
  }
}
