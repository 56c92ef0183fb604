import { expect } from 'chai';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { openApiDocument } from '../../shared/openapi/document.ts';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const DOCUMENT_ID = 'urn:marketplace:openapi';

type ResponseObject = { $ref?: string; content?: Record<string, { schema?: unknown }> };
type Operation = { operationId?: string; responses?: Record<string, ResponseObject> };

let ajv: Ajv2020 | undefined;
const validators = new Map<string, ValidateFunction>();

/** Ajv 2020 with the whole document loaded once, so `#/components/...` references resolve inside it. */
function documentAjv(): Ajv2020 {
  if (!ajv) {
    ajv = addFormats(new Ajv2020({ strict: false, allErrors: true, validateSchema: false }));
    ajv.addSchema({ ...openApiDocument(), $id: DOCUMENT_ID });
  }
  return ajv;
}

const pointer = (...segments: string[]) =>
  segments.map((segment) => segment.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** The JSON pointer (inside the document) of the JSON schema the operation documents for this status. */
function responseSchemaPointer(operationId: string, status: number): string {
  for (const [path, item] of Object.entries(openApiDocument().paths)) {
    for (const [method, operation] of Object.entries(item as Record<string, Operation>)) {
      if (operation?.operationId !== operationId) continue;
      const declared = operation.responses?.[String(status)];
      if (!declared) throw new Error(`${operationId} does not document the status ${status}`);
      const base = declared.$ref ? declared.$ref.slice(2) : pointer('paths', path, method, 'responses', String(status));
      return `#/${base}/${pointer('content', 'application/json', 'schema')}`;
    }
  }
  throw new Error(`no operation ${operationId} in the document`);
}

export function validatorAt(ref: string): ValidateFunction {
  let validate = validators.get(ref);
  if (!validate) {
    validate = documentAjv().compile({ $ref: `${DOCUMENT_ID}${ref}` });
    validators.set(ref, validate);
  }
  return validate;
}

/**
 * Asserts that the response's status is documented for the operation and its body matches the documented schema.
 * The answer's shape is spelled out here, since http.ts imports this module.
 */
export function expectDocumentedResponse(
  operationId: string,
  response: { status: number; text: string; body: unknown },
): void {
  const validate = validatorAt(responseSchemaPointer(operationId, response.status));
  expect(
    validate(response.body),
    `${operationId} ${response.status}: ${JSON.stringify(validate.errors)}\n${response.text}`,
  ).to.equal(true);
}

/**
 * The pointer of the JSON schema the operation documents for this status; '' when that status has no JSON body;
 * null when the operation does not list the status (no `default` stands in for it: the document has none).
 */
function documentedJsonPointer(operationId: string, status: number): string | null {
  for (const [path, item] of Object.entries(openApiDocument().paths)) {
    for (const [method, operation] of Object.entries(item as Record<string, Operation>)) {
      if (operation?.operationId !== operationId) continue;
      const key = String(status);
      const declared = operation.responses?.[key];
      if (!declared) return null;
      const resolved = declared.$ref
        ? (openApiDocument().components as Record<string, Record<string, ResponseObject>>).responses![
            declared.$ref.split('/').pop()!
          ]!
        : declared;
      if (!resolved.content?.['application/json']) return '';
      const base = declared.$ref ? declared.$ref.slice(2) : pointer('paths', path, method, 'responses', key);
      return `#/${base}/${pointer('content', 'application/json', 'schema')}`;
    }
  }
  return null;
}

/**
 * How a JSON answer departs from what its operation documents: an undocumented status, or a body that does not
 * match the status's schema. What `call`, `inject` and `invoke` refuse, so that the document cannot drift from the code.
 */
export function responseViolations(operationId: string, status: number, body: unknown, isJson: boolean): string[] {
  const ref = documentedJsonPointer(operationId, status);
  if (ref === null) return [`${operationId} answered ${status}, a status it does not document`];
  if (ref === '' || !isJson) return [];
  const validate = validatorAt(ref);
  return validate(body)
    ? []
    : [`${operationId} ${status} does not match its documented schema: ${JSON.stringify(validate.errors)}`];
}
