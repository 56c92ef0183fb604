import type { components, operations } from './generated/openapi.d.ts';

/** The inputs and results of each operation of the contract (schemas/openapi/), as `npm run generate:types` generated them. */
export type OperationId = keyof operations;

/** A schema of `components.schemas`, e.g. `Schema<'CurrencyCode'>`. */
export type Schema<N extends keyof components['schemas']> = components['schemas'][N];

type NoneDeclared = Record<string, never>;
type Declared<T> = [NonNullable<T>] extends [never] ? NoneDeclared : NonNullable<T>;
type JsonContent<T> = T extends { content: { 'application/json': infer C } } ? C : never;

export type PathParams<K extends OperationId> = Declared<operations[K]['parameters']['path']>;

/** The query as the gateway hands it on: validated and coerced (`limit` a number), without defaults applied. */
export type QueryParams<K extends OperationId> = Declared<operations[K]['parameters']['query']>;

type DeclaredBody<R> = JsonContent<NonNullable<R>> | (undefined extends R ? undefined : never);

/** The JSON body; `undefined` when the operation takes none, or when its body is optional and absent. */
export type RequestBody<K extends OperationId> = operations[K] extends { requestBody?: infer R }
  ? DeclaredBody<R>
  : undefined;

type Responses<K extends OperationId> = operations[K]['responses'];
type SuccessContent<K extends OperationId> = {
  [S in keyof Responses<K>]: S extends 200 | 201 | 202 ? JsonContent<Responses<K>[S]> : never;
}[keyof Responses<K>];
type EnvelopeResult<C> = C extends components['schemas']['Envelope'] ? Exclude<C['result'], undefined> : C;

/** Results are only serialized, so a handler may answer readonly values. */
type Answerable<T> = T extends readonly (infer E)[]
  ? readonly Answerable<E>[]
  : T extends object
    ? { readonly [P in keyof T]: Answerable<T[P]> }
    : T;

/** What goes into the envelope's `result` on success (the whole document of a raw operation). */
export type OperationResult<K extends OperationId> = [SuccessContent<K>] extends [never]
  ? unknown
  : Answerable<EnvelopeResult<SuccessContent<K>>>;
