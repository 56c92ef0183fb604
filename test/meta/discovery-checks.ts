import { expect } from 'chai';
import { allScopes, scopeCatalog } from '../../shared/auth/scopes.ts';
import { openApiDocument } from '../../shared/openapi/document.ts';
import type { agentCard } from '../../services/gateway/discovery/agent-card.ts';
import type { agentsJson } from '../../services/gateway/discovery/agents-json.ts';
import type { DocumentLanguage } from '../../services/gateway/discovery/document-language.ts';
import { operations } from '../../services/gateway/openapi/operations.ts';

/** Assertions on the discovery documents, shared by the unit checks and the HTTP checks. */

export type AgentsJson = ReturnType<typeof agentsJson>;
export type AgentCard = ReturnType<typeof agentCard>;

const declaredOperationIds = new Set(operations().map((operation) => operation.operationId));

/** Every string in a JSON value that looks like an absolute URL. */
function urlsIn(value: unknown): string[] {
  if (typeof value === 'string') return /^https?:\/\//.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(urlsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(urlsIn);
  return [];
}

/** Every `operationId` property anywhere in a JSON value. */
function operationIdsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(operationIdsIn);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === 'operationId' ? [String(inner)] : operationIdsIn(inner),
  );
}

function expectUnderBase(url: string, baseUrl: string): void {
  expect(url === baseUrl || url.startsWith(`${baseUrl}/`), `${url} is not under ${baseUrl}`).to.equal(true);
}

function expectNoPlaceholders(text: string): void {
  expect(text).not.to.match(/\{\{\w+\}\}/);
}

/** Prose that must survive in each language's operator guide: the rules an agent must not miss. */
const SKILL_RULES: Record<DocumentLanguage, readonly string[]> = {
  en: [
    'money never moves without a human',
    'Read the schema first, then search',
    'never guess filters',
    '2 business days',
  ],
  de: [
    'Ohne einen Menschen fließt nie Geld',
    'Erst das Schema lesen, dann suchen',
    'raten Sie nie Filter',
    '2 Werktagen',
  ],
};

export function checkSkillDocument(text: string, baseUrl: string, language: DocumentLanguage = 'en'): void {
  expectNoPlaceholders(text);
  expect(text).to.match(/^# /);
  expect(text).to.include(`${baseUrl}/v1`);
  for (const { slug } of openApiDocument()['x-error-catalog']) expect(text, slug).to.include(`\`${slug}\``);
  for (const scope of allScopes()) expect(text, scope).to.include(`\`${scope}\``);
  expect(text).to.include('Idempotency-Key');
  expect(text).to.include('Idempotent-Replayed: true');
  expect(text).to.include('deals:human-gate');
  for (const rule of SKILL_RULES[language]) expect(text, rule).to.include(rule);
  for (const step of [
    '/request-approval',
    '/apply-approval',
    '/fund',
    '/confirm-release',
    '/v1/approvals/{id}/approve',
  ]) {
    expect(text, step).to.include(step);
  }
  expect(text.indexOf('GET /v1/catalog/schema'))
    .to.be.greaterThan(-1)
    .and.lessThan(text.indexOf('POST /v1/catalog/search'));
  expect(text).to.include('svc-signature');
  expect(text).to.include('<t>.<raw body>');
  expect(text).to.include('POST /v1/keys');
  expect(text).to.include('S256');
  expect(text).to.include('next_cursor');
}

export function checkAgentsMd(text: string, baseUrl: string): void {
  expectNoPlaceholders(text);
  expect(text).to.match(/^# /);
  for (const path of [
    '/v1/openapi.json',
    '/v1/skill.md',
    '/llms.txt',
    '/.well-known/agents.json',
    '/.well-known/agent-card.json',
  ]) {
    expect(text, path).to.include(`${baseUrl}${path}`);
  }
  expect(text).to.include(`\`${baseUrl}/v1\``);
  expect(text).to.include('Idempotency-Key');
  expect(text).to.include('Retry-After');
  expect(text).to.include('deals:human-gate');
  expect(text).to.include('GET /v1/catalog/schema');
}

/** The llmstxt.org structure: an H1, a blockquote summary, optional prose, then H2 sections of link lists. */
export function checkLlmsTxt(text: string, baseUrl: string): void {
  expectNoPlaceholders(text);
  const lines = text.split('\n');
  expect(lines[0]).to.match(/^# \S/);
  const firstSection = lines.findIndex((line) => line.startsWith('## '));
  expect(firstSection).to.be.greaterThan(0);
  const preamble = lines.slice(1, firstSection).filter((line) => line.trim() !== '');
  expect(preamble[0]).to.match(/^> \S/);
  expect(preamble.filter((line) => line.startsWith('#'))).to.deep.equal([]);

  const sections = new Map<string, string[]>();
  let current: string[] = [];
  for (const line of lines.slice(firstSection)) {
    if (line.startsWith('## ')) sections.set(line.slice(3), (current = []));
    else if (line.trim() !== '') current.push(line);
  }
  expect([...sections.keys()]).to.include.members(['Docs', 'API', 'Optional']);
  expect([...sections.keys()].at(-1)).to.equal('Optional');

  const links: string[] = [];
  for (const [name, entries] of sections) {
    expect(entries, name).not.to.be.empty;
    for (const entry of entries) {
      const match = /^- \[[^\]]+\]\(([^)\s]+)\)(: .+)?$/.exec(entry);
      expect(match, `${name}: ${entry}`).not.to.equal(null);
      links.push(match![1]!);
    }
  }
  for (const link of links) expectUnderBase(link, baseUrl);
  // A language's llms.txt links to the documents in that language (`?locale=de`).
  const documents = links.map((link) => link.replace(/\?locale=\w+$/, ''));
  for (const path of [
    '/v1/skill.md',
    '/v1/openapi.json',
    '/v1',
    '/v1/catalog/schema',
    '/v1/catalog/llms',
    '/AGENTS.md',
  ]) {
    expect(documents, path).to.include(`${baseUrl}${path}`);
  }
  const tags = new Set(operations().map((operation) => operation.tag));
  expect(sections.get('API')).to.have.length(tags.size);
}

export function checkAgentsJson(document: AgentsJson, baseUrl: string): void {
  const { info } = openApiDocument();
  expect(document.name).to.equal(info.title);
  expect(document.description).to.be.a('string').that.is.not.empty;
  expect(document.version).to.equal(info.version);
  expect(document.baseUrl).to.equal(baseUrl);
  expect(document.api).to.deep.equal({
    url: `${baseUrl}/v1`,
    index: `${baseUrl}/v1`,
    openapi: `${baseUrl}/v1/openapi.json`,
  });
  expect(document.documentation.skill).to.equal(`${baseUrl}/v1/skill.md`);
  expect(document.documentation.llmsTxt).to.equal(`${baseUrl}/llms.txt`);
  expect(document.mcp).to.deep.equal({ url: `${baseUrl}/mcp`, transport: 'streamable-http' });

  expect(document.auth.credentials.map((credential) => credential.kind)).to.have.members([
    'session',
    'api_key',
    'oauth_access_token',
  ]);
  expect(document.auth.oauth).to.include({
    registrationEndpoint: `${baseUrl}/v1/auth/oauth/register`,
    authorizationEndpoint: `${baseUrl}/v1/auth/oauth/authorize`,
    tokenEndpoint: `${baseUrl}/v1/auth/oauth/token`,
  });
  expect(document.auth.oauth.codeChallengeMethods).to.deep.equal(['S256']);
  expect(document.auth.scopes.map((entry) => entry.scope)).to.deep.equal(allScopes());

  expect(document.flows.map((flow) => flow.id)).to.include.members([
    'catalog-search',
    'sales-mandate-loop',
    'deal-with-human-gates',
  ]);
  for (const flow of document.flows) expect(flow.steps, flow.id).not.to.be.empty;
  const referenced = operationIdsIn(document);
  expect(referenced.length).to.be.greaterThan(20);
  expect(referenced.filter((operationId) => !declaredOperationIds.has(operationId))).to.deep.equal([]);

  const dealSteps = document.flows
    .find((flow) => flow.id === 'deal-with-human-gates')!
    .steps.map((step) => step.operationId);
  expect(dealSteps.indexOf('approveApproval')).to.be.lessThan(dealSteps.indexOf('fundDeal'));
  expect(dealSteps.lastIndexOf('approveApproval')).to.be.lessThan(dealSteps.indexOf('confirmDealRelease'));
  const salesSteps = document.flows
    .find((flow) => flow.id === 'sales-mandate-loop')!
    .steps.map((step) => step.operationId);
  expect(salesSteps.indexOf('createClaim')).to.be.lessThan(salesSteps.indexOf('inviteBuyer'));

  for (const url of urlsIn(document)) expectUnderBase(url, baseUrl);
}

export function checkAgentCard(card: AgentCard, baseUrl: string): void {
  const { info } = openApiDocument();
  expect(card.protocolVersion).to.equal('0.3.0');
  expect(card.name).to.equal(info.title);
  expect(card.description).to.be.a('string').that.is.not.empty;
  expect(card.url).to.equal(`${baseUrl}/v1`);
  expect(card.preferredTransport).to.equal('HTTP+JSON');
  expect(card.additionalInterfaces).to.deep.include({ url: `${baseUrl}/v1`, transport: 'HTTP+JSON' });
  expect(card.additionalInterfaces.map((entry) => entry.url)).to.include(`${baseUrl}/mcp`);
  expect(card.version).to.equal(info.version);
  expect(card.provider.organization).to.be.a('string').that.is.not.empty;
  expect(card.provider.url).to.equal(baseUrl);
  expect(card.documentationUrl).to.equal(`${baseUrl}/v1/skill.md`);
  expect(card.capabilities).to.deep.equal({ streaming: false, pushNotifications: true, stateTransitionHistory: true });

  expect(card.securitySchemes.bearerAuth).to.include({ type: 'http', scheme: 'bearer' });
  expect(card.securitySchemes.oauth2.type).to.equal('oauth2');
  const flow = card.securitySchemes.oauth2.flows.authorizationCode;
  expect(flow.authorizationUrl).to.equal(`${baseUrl}/v1/auth/oauth/authorize`);
  expect(flow.tokenUrl).to.equal(`${baseUrl}/v1/auth/oauth/token`);
  expect(flow.scopes).to.deep.equal(
    Object.fromEntries(scopeCatalog().map((entry) => [entry.scope, entry.description])),
  );
  expect(card.security).to.deep.equal([{ bearerAuth: [] }, { oauth2: [] }]);
  expect(card.defaultInputModes).to.deep.equal(['application/json']);
  expect(card.defaultOutputModes).to.deep.equal(['application/json']);

  const ids = card.skills.map((skill) => skill.id);
  expect(new Set(ids).size).to.equal(ids.length);
  expect(ids).to.include.members(['catalog-search', 'listings', 'demand', 'escrow-deals', 'sales-mandates', 'account']);
  for (const skill of card.skills) {
    expect(skill.name, skill.id).to.be.a('string').that.is.not.empty;
    expect(skill.description, skill.id).to.be.a('string').that.is.not.empty;
    expect(skill.tags, skill.id).to.be.an('array').that.is.not.empty;
    expect(skill.examples, skill.id).to.be.an('array').that.is.not.empty;
  }
  for (const url of urlsIn({ ...card, skills: [] })) expectUnderBase(url, baseUrl);
}
