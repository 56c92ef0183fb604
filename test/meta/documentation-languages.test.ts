import { expect } from 'chai';
import { allScopes } from '../../shared/auth/scopes.ts';
import { openApiDocument } from '../../shared/openapi/document.ts';
import type { DocumentLanguage } from '../../services/gateway/discovery/document-language.ts';
import { operations } from '../../services/gateway/openapi/operations.ts';
import { expectDocumentedResponse } from '../support/documented-response.ts';
import { expectError } from '../support/expect-error.ts';
import { inject } from '../support/inject.ts';
import { harness } from '../support/root-hooks.ts';
import { checkAgentsMd, checkLlmsTxt, checkSkillDocument } from './discovery-checks.ts';

const DOCUMENTS: ReadonlyArray<{
  path: string;
  operationId: string;
  check: (text: string, baseUrl: string, language: DocumentLanguage) => void;
}> = [
  { path: '/v1/skill.md', operationId: 'getSkillDocument', check: checkSkillDocument },
  { path: '/AGENTS.md', operationId: 'getAgentsMd', check: checkAgentsMd },
  { path: '/llms.txt', operationId: 'getLlmsTxt', check: checkLlmsTxt },
];

/** A first heading or summary line that only the German document has. */
const GERMAN = /Betriebsanleitung|Anbindung|Marktplatz/;

async function fetchDocument(path: string, headers: Record<string, string> = {}) {
  const response = await inject('GET', path, { headers });
  expect(response.status, response.text).to.equal(200);
  expect(response.headers.get('vary')).to.equal('Accept-Language');
  return { language: response.headers.get('content-language'), text: response.text };
}

/** The inline code spans of a document: commands, paths, fields and slugs, which no translation may change. */
const codeSpans = (text: string) => [...new Set([...text.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!))].sort();

/** Its absolute URLs, without the `locale` a language's links carry. */
const urls = (text: string) =>
  [
    ...new Set([...text.matchAll(/https?:\/\/[^\s)`"]+/g)].map((match) => match[0].replace(/\?locale=\w+$/, ''))),
  ].sort();

/** The facts skill.md generates from the OpenAPI document, parsed back out of the rendered Markdown. */
function skillFacts(text: string) {
  const rows = text.split('\n').filter((line) => line.startsWith('| `'));
  const firstCells = (cellCount: number) =>
    rows
      .map((row) =>
        row
          .slice(1, -1)
          .split(/(?<!\\)\|/)
          .map((cell) => cell.trim()),
      )
      .filter((cells) => cells.length === cellCount)
      .map((cells) => cells[0]!.slice(1, -1));
  return {
    scopes: firstCells(2),
    errorSlugs: firstCells(4),
    operations: [...text.matchAll(/^- `[A-Z]+ \S+` \((\w+)\): /gm)].map((match) => match[1]!),
    webhookEvents: [...text.matchAll(/^- `([a-z_]+\.[a-z_.]+)`$/gm)].map((match) => match[1]!),
  };
}

/** The API section of llms.txt: one entry per tag with its operation count. */
const llmsApiEntries = (text: string) =>
  [...text.matchAll(/^- \[(\w[^\]]*)\]\([^)]+\): .* (\d+)\.$/gm)].map((match) => `${match[1]} ${match[2]}`);

describe('documentation in English and German', () => {
  for (const { path, operationId, check } of DOCUMENTS) {
    describe(`GET ${path}`, () => {
      it('answers German for ?locale=de, with Content-Language: de', async () => {
        const german = await fetchDocument(`${path}?locale=de`);
        expect(german.language).to.equal('de');
        expect(german.text).to.match(GERMAN);
        check(german.text, harness().baseUrl, 'de');
      });

      it('negotiates German from Accept-Language by q-value, and English when German is absent or refused', async () => {
        const german = await fetchDocument(`${path}?locale=de`);
        const english = await fetchDocument(path);
        expect(english.language).to.equal('en');
        expect(english.text).not.to.match(GERMAN);
        expect(english.text).not.to.equal(german.text);
        const cases: Array<[string, DocumentLanguage]> = [
          ['de-DE,de;q=0.9,en;q=0.5', 'de'],
          ['en;q=0.4, de;q=0.8', 'de'],
          ['fr, de;q=0.3', 'de'],
          ['fr', 'en'],
          ['de;q=0, en', 'en'],
          ['en-US,en;q=0.9,de;q=0.8', 'en'],
          ['*', 'en'],
        ];
        for (const [acceptLanguage, expected] of cases) {
          const answer = await fetchDocument(path, { 'Accept-Language': acceptLanguage });
          expect(answer.language, acceptLanguage).to.equal(expected);
          expect(answer.text, acceptLanguage).to.equal(expected === 'de' ? german.text : english.text);
        }
      });

      it('lets ?locale win over Accept-Language', async () => {
        const answer = await fetchDocument(`${path}?locale=en`, { 'Accept-Language': 'de' });
        expect(answer.language).to.equal('en');
        expect(answer.text).to.equal((await fetchDocument(path)).text);
      });

      it('refuses an unknown locale with 400 naming query.locale', async () => {
        const response = await inject('GET', `${path}?locale=fr`);
        expect(expectError(response, 400, 'validation_failed').field).to.equal('query.locale');
        expectDocumentedResponse(operationId, response);
      });

      it('keeps every code span and URL in the translation: only the prose differs', async () => {
        const english = (await fetchDocument(path)).text;
        const german = (await fetchDocument(`${path}?locale=de`)).text;
        expect(codeSpans(german)).to.deep.equal(codeSpans(english));
        expect(urls(german)).to.deep.equal(urls(english));
      });
    });
  }

  it('skill.md lists exactly the same operations, scopes, error slugs and events in both languages, all from the document', async () => {
    const english = skillFacts((await fetchDocument('/v1/skill.md?locale=en')).text);
    const german = skillFacts((await fetchDocument('/v1/skill.md?locale=de')).text);
    expect(german).to.deep.equal(english);
    expect(english.scopes).to.deep.equal(allScopes());
    expect(english.errorSlugs).to.deep.equal(openApiDocument()['x-error-catalog'].map((entry) => entry.slug));
    const listed = operations().filter((operation) => operation.idempotent || operation.sessionOnly);
    expect([...new Set(english.operations)].sort()).to.deep.equal(
      listed.map((operation) => operation.operationId).sort(),
    );
    expect(english.webhookEvents).not.to.be.empty;
  });

  it('llms.txt lists the same API sections with the same operation counts in both languages', async () => {
    const english = llmsApiEntries((await fetchDocument('/llms.txt')).text);
    const german = llmsApiEntries((await fetchDocument('/llms.txt?locale=de')).text);
    expect(german).to.deep.equal(english);
    expect(english).to.have.length(new Set(operations().map((operation) => operation.tag)).size);
  });

  it('regression: names the meta of invalid_transition as the wire sends it ({currentState, allowedOperations}), in both languages', async () => {
    for (const locale of ['en', 'de']) {
      const { text } = await fetchDocument(`/v1/skill.md?locale=${locale}`);
      expect(text, locale).to.include('`{currentState, allowedOperations}`').and.include('`meta.allowedOperations`');
      expect(text, locale).to.not.include('meta.allowed`');
    }
  });
});
