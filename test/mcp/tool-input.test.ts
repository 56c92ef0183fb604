import { expect } from 'chai';
import type { OpenApiDocument } from '../../shared/openapi/document.ts';
import { TEXT_PATTERN } from '../../services/gateway/openapi/control-characters.ts';
import { actionsToolInput } from '../../services/mcp/actions-tool-input.ts';
import { toolInput } from '../../services/mcp/tool-input.ts';

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
        Label: { type: 'string', pattern: '^[a-z]+$', maxLength: 20, description: 'A label.' },
        Thing: {
          type: 'object',
          additionalProperties: false,
          required: ['id', 'name'],
          properties: { id: { $ref: '#/components/schemas/Id' }, name: { $ref: '#/components/schemas/Label' } },
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
        parameters: [
          {
            name: 'id',
            in: 'path',
            required: true,
            description: 'The thing.',
            schema: { $ref: '#/components/schemas/Id' },
          },
        ],
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
        path_id: { type: 'string', description: 'The thing.' },
        dryRun: { type: 'boolean' },
        id: { type: 'string' },
        name: { type: 'string', pattern: '^[a-z]+$', description: 'A label.' },
        idempotencyKey: { type: 'string' },
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

  it('describes code lists by pattern and pointer, points to long explanations, and leaves out what the gateway checks', () => {
    const document = documentWith({
      '/buyers': {
        post: {
          operationId: 'addBuyer',
          requestBody: {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    country: { $ref: '#/components/schemas/CountryCode', description: "The buyer's country." },
                    note: { type: 'string', pattern: TEXT_PATTERN, maxLength: 500, examples: ['Hi'] },
                    kind: { $ref: '#/components/schemas/Kind' },
                  },
                },
              },
            },
          },
        },
      },
    });
    const schemas = (document.components as { schemas: Record<string, unknown> }).schemas;
    schemas.CountryCode = { type: 'string', enum: ['AT', 'DE'], description: 'A country.' };
    schemas.Kind = { type: 'string', enum: ['a', 'b'], description: 'x'.repeat(201) };
    expect(toolInput('addBuyer', document).schema.properties).to.deep.equal({
      country: {
        type: 'string',
        pattern: '^[A-Z]{2}$',
        description:
          "The buyer's country. ISO 3166-1 alpha-2 code (list: /v1/openapi.json#/components/schemas/CountryCode)",
      },
      note: { type: 'string' },
      kind: { type: 'string', enum: ['a', 'b'], description: 'See /v1/openapi.json#/components/schemas/Kind.' },
    });
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
    const input = actionsToolInput({ list: 'listThings', change: 'patchThing' }, 'Pick one.', document);
    expect(input.schema).to.deep.equal({
      type: 'object',
      properties: {
        action: { type: 'string', enum: ['list', 'change'], description: 'Pick one.' },
        status: { description: 'Typed per action.' },
        id: { type: 'string' },
      },
      required: ['action'],
      allOf: [
        {
          if: { properties: { action: { const: 'list' } } },
          then: { properties: { status: { type: 'string', enum: ['open', 'closed'] } } },
        },
        {
          if: { properties: { action: { const: 'change' } } },
          then: { properties: { status: { type: 'boolean' } }, required: ['id', 'status'] },
        },
      ],
      additionalProperties: false,
    });
    expect([...input.actions.list!.arguments]).to.deep.equal(['status']);
    expect(input.actions.change!.layout.path).to.deep.equal({ id: 'id' });
  });

  it('shares an argument that actions type alike or only make nullable, and names actions with the same conditions together', () => {
    const body = (properties: Record<string, unknown>) => ({
      content: { 'application/json': { schema: { type: 'object', additionalProperties: false, properties } } },
    });
    const document = documentWith({
      '/things': {
        post: {
          operationId: 'createThing',
          requestBody: body({
            name: { $ref: '#/components/schemas/Label' },
            note: { type: 'string', description: 'Why it exists.' },
            colour: { type: 'string' },
          }),
        },
      },
      '/things/{id}': {
        parameters: [{ $ref: '#/components/parameters/IdPath' }],
        get: { operationId: 'getThing' },
        delete: { operationId: 'deleteThing' },
        patch: {
          operationId: 'updateThing',
          requestBody: body({
            name: { oneOf: [{ $ref: '#/components/schemas/Label' }, { type: 'null' }] },
            note: { type: 'string', description: 'Why it changes.' },
            colour: { type: 'integer' },
          }),
        },
      },
    });
    const input = actionsToolInput(
      { create: 'createThing', get: 'getThing', update: 'updateThing', delete: 'deleteThing' },
      'Pick one.',
      document,
    );
    expect(input.schema.properties).to.deep.include({
      name: { oneOf: [{ type: 'string', pattern: '^[a-z]+$', description: 'A label.' }, { type: 'null' }] },
      note: { type: 'string', description: '`create`: Why it exists. `update`: Why it changes.' },
      colour: { description: 'Typed per action.' },
    });
    expect(input.schema.allOf).to.deep.equal([
      { if: { properties: { action: { const: 'create' } } }, then: { properties: { colour: { type: 'string' } } } },
      { if: { properties: { action: { enum: ['get', 'delete'] } } }, then: { required: ['id'] } },
      {
        if: { properties: { action: { const: 'update' } } },
        then: { properties: { colour: { type: 'integer' } }, required: ['id'] },
      },
    ]);
  });
});
