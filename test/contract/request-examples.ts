import { expect } from 'chai';
import type { Db } from 'mongodb';
import { allScopes } from '../../shared/auth/scopes.ts';
import { openApiDocument } from '../../shared/openapi/document.ts';
import { establishProvider, uniqueEmail } from '../support/factories.ts';
import { call } from '../support/http.ts';

interface Operation {
  operationId: string;
  requestBody?: { content?: Record<string, { examples?: Record<string, { value: unknown }> }> };
}

export interface RequestExample {
  name: string;
  value: Record<string, unknown>;
}

export interface ExampleOperation {
  method: string;
  path: string;
  operationId: string;
  examples: RequestExample[];
}

/** Every operation whose JSON request body the document illustrates with named examples. */
export function operationsWithRequestExamples(): ExampleOperation[] {
  return Object.entries(openApiDocument().paths).flatMap(([path, item]) =>
    Object.entries(item as Record<string, Operation>).flatMap(([method, operation]) => {
      const examples = Object.entries(operation?.requestBody?.content?.['application/json']?.examples ?? {});
      if (!operation?.operationId || examples.length === 0) return [];
      return [
        {
          method: method.toUpperCase(),
          path,
          operationId: operation.operationId,
          examples: examples.map(([name, example]) => ({ name, value: example.value as Record<string, unknown> })),
        },
      ];
    }),
  );
}

export function requestExample(operationId: string): Record<string, unknown> {
  const operation = operationsWithRequestExamples().find((candidate) => candidate.operationId === operationId);
  if (!operation) throw new Error(`the document gives ${operationId} no request example`);
  return operation.examples[0]!.value;
}

/**
 * What one account offers that another acts on and cannot make for itself: nobody bids on their own job, answers
 * their own request, reviews or buys from their own listing, or claims a lead for their own mandate; and an OAuth
 * client, which someone registers before anyone can authorize it.
 */
export interface CounterpartyResources {
  accountId: string;
  listingId: string;
  jobId: string;
  requestId: string;
  mandateId: string;
  oauthClientId: string;
  oauthRedirectUri: string;
}

function countryCodes(): string[] {
  return (openApiDocument() as unknown as { components: { schemas: { CountryCode: { enum: string[] } } } }).components
    .schemas.CountryCode.enum;
}

/**
 * Registers another account that publishes a listing (live at once: the account is past the trust gate, recorded in
 * `db`, the system's database), a job, a request and a mandate, and an OAuth client that may ask for every scope:
 * each the document's first example.
 */
export async function seedCounterparty(baseUrl: string, db: Db): Promise<CounterpartyResources> {
  const registered = await call('POST', '/v1/auth/register', {
    baseUrl,
    body: { email: uniqueEmail('counterparty'), password: 'pw-counterparty-contract', displayName: 'Counterparty' },
  });
  expect(registered.status, registered.text).to.equal(201);
  const { token, account } = registered.body.result as { token: string; account: { id: string } };
  await establishProvider(db, account.id);
  const create = async (path: string, operationId: string, changes: Record<string, unknown> = {}) => {
    const response = await call('POST', path, { baseUrl, token, body: { ...requestExample(operationId), ...changes } });
    expect(response.status, `${operationId}: ${response.text}`).to.equal(201);
    return (response.body.result as { id: string }).id;
  };
  const client = requestExample('registerOAuthClient') as { redirect_uris: string[] };
  const registration = await call('POST', '/v1/auth/oauth/register', {
    baseUrl,
    body: { ...client, scope: allScopes().join(' ') },
  });
  expect(registration.status, registration.text).to.equal(201);
  return {
    accountId: account.id,
    oauthClientId: registration.body.client_id,
    oauthRedirectUri: client.redirect_uris[0]!,
    listingId: await create('/v1/listings', 'createListing'),
    jobId: await create('/v1/jobs', 'createJob'),
    requestId: await create('/v1/requests', 'createRequest'),
    // Worldwide, so that a lead from any country fits its territory.
    mandateId: await create('/v1/mandates', 'createMandate', { territory: countryCodes() }),
  };
}
