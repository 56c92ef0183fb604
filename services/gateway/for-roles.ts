/**
 * What the gateway exports for the processes beside it: the MCP server (services/mcp/), which serves the same
 * operations as tools through the gateway's pipeline, and the worker (services/worker/), which purges expired
 * idempotency records. They import the gateway only through this file; `npm run lint:deps` checks it (rule
 * `roles-through-exports`).
 */

// The request pipeline the MCP server calls operations through, and the caller it authenticates.
export type { createPipeline } from './pipeline.ts';
export { principalOf, resourceFace } from './steps/authenticate.ts';

// The operations of the contract, which the MCP server lists as tools, and how their input is checked.
export { operationMeta, type OperationMeta } from './openapi/operations.ts';
export { TEXT_PATTERN } from './openapi/control-characters.ts';
export { WEB_URL_PATTERN } from './openapi/web-url.ts';
export { validationItems } from './openapi/validation-errors.ts';

// The MCP endpoint's HTTP edge: reading a JSON body and answering in the failure envelope.
export { bodyReadError } from './body/body-errors.ts';
export { jsonBody } from './body/json-body.ts';
export { renderError, type Reply } from './reply.ts';
export { serviceInfo } from './discovery/service-info.ts';

// The idempotency records the worker's purge job deletes once they expire.
export { IdempotencyRepository } from './idempotency/idempotency.repository.ts';
