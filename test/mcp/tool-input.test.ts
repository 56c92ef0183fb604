import { expect } from 'chai';
import type { OpenApiDocument } from '../../shared/openapi/document.ts';
import { actionsToolInput, toolInput } from '../../services/mcp/tool-input.ts';

/** A small document with the cases the real one may grow into: a clash, path-level parameters, an array body. */
function documentWith(paths: Record<string, Record<string, unknown>>): OpenApiDocument {
  return {
    openapi: '3.1.0',
    info: { title: 'test', version: '1' },
    paths,
    components: {
      parameters: {
        IdPath: {
          name: 'id',
          in: 'path',
          required: true,
          description: 'The thing.',
          schema: { $ref: '#/components/schemas/Id' },
        },
        IdempotencyKey: { name: 'Idempotency-Key', in: 'header', schema: { type: 'string', minLength: 1 } },
      },
      schemas: {
        Id: { type: 'string', pattern: '^[a-z0-9]+$' },
        Thing: {
          type: 'object',
          additionalProperties: false,
          required: ['id', 'name'],
          properties: { id: { $ref: '#/components/schemas/Id' }, name: { type: 'string' } },
        },
      },
    },
    'x-error-catalog': [],
    'x-scope-catalog': [],
  };
}

describe('tool input schemas derived from OpenAPI operations', () => {
  it('renames a parameter that a body property also names, and resolves every reference', () => {
    const document = documentWith({
      '/things/{id}': {
        parameters: [{ $ref: '#/components/parameters/IdPath' }],
        put: {
          operationId: 'putThing',
          parameters: [
            { name: 'dryRun', in: 'query', schema: { type: 'boolean' } },
            { $ref: '#/components/parameters/IdempotencyKey' },
          ],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } },
          },
        },
      },
    });
    const { schema, layout } = toolInput('putThing', document);
    expect(schema).to.deep.equal({
      type: 'object',
      properties: {
        path_id: { type: 'string', pattern: '^[a-z0-9]+$', description: 'The thing.' },
        dryRun: { type: 'boolean' },
        id: { type: 'string', pattern: '^[a-z0-9]+$' },
        name: { type: 'string' },
        idempotencyKey: { type: 'string', minLength: 1 },
      },
      required: ['path_id', 'id', 'name'],
      additionalProperties: false,
    });
    expect(layout).to.deep.equal({
      path: { path_id: 'id' },
      query: { dryRun: 'dryRun' },
      body: 'properties',
      bodyRequired: true,
      idempotencyKey: true,
    });
  });

  it('passes a body that is not an object of properties as one `body` argument', () => {
    const document = documentWith({
      '/tags': {
        post: {
          operationId: 'addTags',
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { type: 'array', items: { type: 'string' } } } },
          },
        },
      },
    });
    const { schema, layout } = toolInput('addTags', document);
    expect(schema).to.deep.equal({
      type: 'object',
      properties: { body: { type: 'array', items: { type: 'string' } } },
      required: ['body'],
      additionalProperties: false,
    });
    expect(layout.body).to.equal('whole');
  });

  it('refuses a reference cycle instead of looping', () => {
    const document = documentWith({
      '/nodes': {
        post: {
          operationId: 'addNode',
          requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Node' } } } },
        },
      },
    });
    (document.components as { schemas: Record<string, unknown> }).schemas.Node = {
      type: 'object',
      properties: { child: { $ref: '#/components/schemas/Node' } },
    };
    expect(() => toolInput('addNode', document)).to.throw(/reference cycle/);
  });

  it('joins several operations under `action`: shared arguments once, differing ones and required ones per action', () => {
    const document = documentWith({
      '/things': {
        get: {
          operationId: 'listThings',
          parameters: [{ name: 'status', in: 'query', schema: { type: 'string', enum: ['open', 'closed'] } }],
        },
      },
      '/things/{id}': {
        parameters: [{ $ref: '#/components/parameters/IdPath' }],
        patch: {
          operationId: 'patchThing',
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  additionalProperties: false,
                  required: ['status'],
                  properties: { status: { type: 'boolean' } },
                },
              },
            },
          },
        },
      },
    });
    const input = actionsToolInput(
      { list: 'listThings', change: 'patchThing' },
      (action, operationId) => `${action}=${operationId}.`,
      document,
    );
    expect(input.schema).to.deep.equal({
      type: 'object',
      properties: {
        action: { type: 'string', enum: ['list', 'change'], description: 'list=listThings. change=patchThing.' },
        status: { description: 'Its type depends on `action`.' },
        id: { type: 'string', pattern: '^[a-z0-9]+$', description: 'The thing.' },
      },
      required: ['action'],
      allOf: [
        {
          if: { properties: { action: { const: 'list' } }, required: ['action'] },
          then: { properties: { status: { type: 'string', enum: ['open', 'closed'] } } },
        },
        {
          if: { properties: { action: { const: 'change' } }, required: ['action'] },
          then: { properties: { status: { type: 'boolean' } }, required: ['id', 'status'] },
        },
      ],
      additionalProperties: false,
    });
    expect([...input.actions.list!.arguments]).to.deep.equal(['status']);
    expect(input.actions.change!.layout.path).to.deep.equal({ id: 'id' });
  });
});
