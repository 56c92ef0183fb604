import { expect } from 'chai';
import type { OpenApiDocument } from '../../../shared/openapi/document.ts';
import { documentationSections, excerptOf, rankSections } from './documentation-index.ts';

const document = {
  openapi: '3.1.0',
  info: {
    title: 'T',
    version: '1',
    description:
      'An API for things.\n\n## Envelope\n\nEvery response is an envelope.\n\n## Idempotency\n\nSend an Idempotency-Key.',
  },
  paths: {
    '/v1/claims': {
      post: {
        operationId: 'createClaim',
        summary: 'Register a lead as a claim',
        description: 'Registers a buyer before the introduction.',
      },
    },
    '/v1/claims/{id}': {
      get: { operationId: 'getClaim', summary: 'Get a claim', description: 'The claim with its deadline.' },
    },
  },
  'x-error-catalog': [],
  'x-scope-catalog': [],
} as unknown as OpenApiDocument;

describe('concierge: documentation index', () => {
  it('cuts the guide at its headings and lists every operation with a pointer into the OpenAPI document', () => {
    expect(documentationSections(document)).to.deep.equal([
      {
        id: 'guide:overview',
        title: 'API guide: Overview',
        text: 'An API for things.',
        path: '/v1/openapi.json#/info/description',
      },
      {
        id: 'guide:envelope',
        title: 'API guide: Envelope',
        text: 'Every response is an envelope.',
        path: '/v1/openapi.json#/info/description',
      },
      {
        id: 'guide:idempotency',
        title: 'API guide: Idempotency',
        text: 'Send an Idempotency-Key.',
        path: '/v1/openapi.json#/info/description',
      },
      {
        id: 'createClaim',
        title: 'Register a lead as a claim (POST /v1/claims)',
        text: 'Register a lead as a claim. Registers a buyer before the introduction.',
        path: '/v1/openapi.json#/paths/~1v1~1claims/post',
      },
      {
        id: 'getClaim',
        title: 'Get a claim (GET /v1/claims/{id})',
        text: 'Get a claim. The claim with its deadline.',
        path: '/v1/openapi.json#/paths/~1v1~1claims~1{id}/get',
      },
    ]);
  });

  it('ranks sections by the question words in their titles first, and cites none that share too little', () => {
    const sections = documentationSections(document);
    expect(
      rankSections(sections, 'How do I register a lead?', 3).map((section) => [section.id, section.score]),
    ).to.deep.equal([['createClaim', 6]]);
    expect(rankSections(sections, 'the weather tomorrow', 3)).to.deep.equal([]);
  });

  it('excerpts the first sentence', () => {
    expect(excerptOf('Registers a buyer. Then more.')).to.equal('Registers a buyer.');
    expect(excerptOf(`${'word '.repeat(80)}end.`, 30)).to.equal('word word word word word…');
  });
});
