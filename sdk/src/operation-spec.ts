/** What the client needs at run time to call an operation; generated from the contract into operations.ts. */
export interface OperationSpec {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';
  path: string;
  /** Sends an `Idempotency-Key` (one is generated unless the call gives its own). */
  idempotent?: true;
  /** Answers the document itself instead of the envelope on success. */
  raw?: 'json' | 'text' | 'binary';
  /** A request body other than JSON: the caller passes it ready (`FormData` for form-data). */
  body?: string;
  /** Where the page cursor goes: a query parameter, or a property of the JSON body (search). */
  paginated?: 'query' | 'body';
  /** Header parameters the caller passes among the input's fields (by their HTTP names). */
  headers?: readonly string[];
}
