import type { operations as Operations } from './generated/openapi.js';
import type { operations as operationSpecs } from './generated/operations.js';

export type OperationId = keyof Operations & keyof typeof operationSpecs;

type Spec<O extends OperationId> = (typeof operationSpecs)[O];
type Parameters<O extends OperationId> = Operations[O]['parameters'];
type Defined<T> = [NonNullable<T>] extends [never] ? {} : NonNullable<T>;
type WithoutIdempotencyKey<T> = Omit<T, 'Idempotency-Key'>;

type BodyContent<O extends OperationId> =
  NonNullable<Operations[O]['requestBody']> extends { content: infer Content } ? Content : never;
type Body<O extends OperationId> =
  Spec<O> extends { body: 'form-data' } ? FormData : BodyContent<O>[keyof BodyContent<O>];
type BodyField<O extends OperationId> = [BodyContent<O>] extends [never]
  ? {}
  : undefined extends Operations[O]['requestBody']
    ? { body?: Body<O> }
    : { body: Body<O> };

/**
 * The input of an operation: its path, query and header parameters as fields (headers by their HTTP names,
 * `Idempotency-Key` aside: see `CallOptions.idempotencyKey`), and `body` for the request body.
 */
export type Input<O extends OperationId> = Defined<Parameters<O>['path']> &
  Defined<Parameters<O>['query']> &
  WithoutIdempotencyKey<Defined<Parameters<O>['header']>> &
  BodyField<O>;

type Responses<O extends OperationId> = Operations[O]['responses'];
type SuccessStatus<O extends OperationId> = Extract<keyof Responses<O>, 200 | 201 | 202 | 203 | 204 | 206>;
type SuccessContent<O extends OperationId> = Responses<O>[SuccessStatus<O>] extends infer Answer
  ? Answer extends { content: infer Content }
    ? Content[keyof Content]
    : undefined
  : never;

/** What an operation answers on success: the envelope's `result`, or the raw document of a raw operation. */
export type Result<O extends OperationId> =
  Spec<O> extends { raw: 'binary' }
    ? Uint8Array
    : Spec<O> extends { raw: 'text' }
      ? string
      : Spec<O> extends { raw: 'json' }
        ? SuccessContent<O>
        : SuccessContent<O> extends { result?: infer R }
          ? [unknown] extends [R]
            ? null
            : R
          : undefined;

export type PaginatedOperationId = {
  [O in OperationId]: Spec<O> extends { paginated: string } ? O : never;
}[OperationId];

/** One element of a page: an element of a list's result array, or a search hit. */
export type Item<O extends PaginatedOperationId> =
  Result<O> extends ReadonlyArray<infer Element>
    ? Element
    : Result<O> extends { hits: ReadonlyArray<infer Hit> }
      ? Hit
      : never;

/** Argument lists whose input may be left out when no field of it is required. */
export type Arguments<O extends OperationId, Options> =
  {} extends Input<O> ? [input?: Input<O>, options?: Options] : [input: Input<O>, options?: Options];
