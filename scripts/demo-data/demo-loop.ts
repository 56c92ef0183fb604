import type { Principal } from '../../shared/auth/principal.ts';
import { allScopes } from '../../shared/auth/scopes.ts';
import type {
  OperationId,
  OperationResult,
  PathParams,
  QueryParams,
  RequestBody,
} from '../../shared/openapi/operation-types.ts';
import type { Core } from '../../services/core/index.ts';

/** What the demo account finds waiting when it first opens the console: the product's loop, already under way. */
export interface DemoLoop {
  agentId: string;
  keyId: string;
  /** The approvals waiting for the demo human: funding the agent's deal, and the agent's credit top-up. */
  approvalIds: string[];
  dealId: string;
  topUpId: string;
  /** The lead another account's agent registered on a demo mandate, waiting for the demo provider's decision. */
  claimId: string;
  /** The intake draft imported from a text, waiting to be completed and published. */
  draftId: string;
}

const DRAFT_TEXT = `Café Morgenrot – breakfast and specialty coffee in Leipzig
We are a small café in Leipzig-Plagwitz serving breakfast all day, homemade cakes and specialty coffee from local roasters.
Open Tuesday to Sunday, 8:00 to 17:00. Catering for small events on request.
Contact: hallo@cafe-morgenrot.example, +49 341 555 0199`;

/** A person's session, as the gateway makes it for the console: every scope. */
export function sessionOf(accountId: string): Principal {
  return { accountId, kind: 'session', scopes: allScopes(), isAdmin: false, credentialId: 'demo-data' };
}

/**
 * Calls an operation's handler as the gateway would after authenticating `principal`, so the demo is made by the
 * same paths an agent's or a person's requests take (spending policies, approvals, events), not written as documents.
 */
async function operate<K extends OperationId>(
  core: Core,
  principal: Principal | null,
  operationId: K,
  input: { params?: PathParams<K>; query?: QueryParams<K>; body?: RequestBody<K> } = {},
): Promise<OperationResult<K>> {
  const handler = core.handlers[operationId];
  if (!handler) throw new Error(`demo data: no handler for ${operationId}`);
  const outcome = await handler({
    operationId,
    params: input.params ?? {},
    query: input.query ?? {},
    body: input.body,
    principal,
    requestId: `demo-${operationId}`,
  });
  return outcome.result as OperationResult<K>;
}

/** Registers an agent of `owner` and a key bound to it; answers the key's principal, as the gateway makes it. */
async function agentWithKey(
  core: Core,
  owner: string,
  agent: RequestBody<'createAgent'>,
  key: Omit<RequestBody<'createApiKey'>, 'agentId'>,
): Promise<{ agentId: string; keyId: string; principal: Principal }> {
  const created = await operate(core, sessionOf(owner), 'createAgent', { body: agent });
  const minted = await operate(core, sessionOf(owner), 'createApiKey', { body: { ...key, agentId: created.id } });
  return {
    agentId: created.id,
    keyId: minted.id,
    principal: {
      accountId: owner,
      kind: 'api_key',
      scopes: minted.scopes,
      isAdmin: false,
      credentialId: minted.id,
      agentId: created.id,
    },
  };
}

/** The provider among `providerIds` with the most reviews: the counterparty a person recognises. */
async function bestKnownProvider(core: Core, providerIds: readonly string[]): Promise<string> {
  const profiles = await Promise.all(providerIds.map((id) => operate(core, null, 'getProvider', { params: { id } })));
  const best = profiles.reduce((top, profile) =>
    (profile.rating?.count ?? 0) > (top.rating?.count ?? 0) ? profile : top,
  );
  return best.id;
}

/** Waits for an import the intake runs in the background to end, and answers its job. */
async function settledImport(core: Core, owner: string, jobId: string) {
  for (let tries = 0; tries < 300; tries += 1) {
    const job = await operate(core, sessionOf(owner), 'getIntakeJob', { params: { id: jobId } });
    if (job.status !== 'queued' && job.status !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`demo data: the intake import ${jobId} did not finish within 30 s`);
}

/**
 * The demo's loop, through the operations' own handlers: the demo account's procurement agent, with a scoped key
 * and a spending policy, proposes a deal with a well-reviewed provider and asks to fund it, and asks to buy credits;
 * both wait in the demo human's approvals. Another provider's lead scout registers a lead on a demo mandate, which
 * waits for the demo provider's decision; and a text import leaves a draft to complete and publish.
 */
export async function seedDemoLoop(
  core: Core,
  demo: { accountId: string; mandateId: string },
  providerIds: readonly string[],
): Promise<DemoLoop> {
  const procurement = await agentWithKey(
    core,
    demo.accountId,
    { name: 'Procurement assistant', description: 'Finds providers, negotiates and prepares deals for approval.' },
    {
      name: 'Procurement assistant',
      scopes: ['deals:read', 'deals:write', 'credits:read', 'credits:write', 'listings:read'],
      spendingPolicy: { perDeal: 300_000, perDay: 500_000, currency: 'EUR' },
    },
  );
  const seller = await bestKnownProvider(core, providerIds);
  const deal = await operate(core, procurement.principal, 'createDeal', {
    body: { counterpartyId: seller, title: 'Website relaunch: design and build', amount: 185_000, currency: 'EUR' },
  });
  await operate(core, procurement.principal, 'proposeDeal', { params: { id: deal.id } });
  const funding = await operate(core, procurement.principal, 'requestDealApproval', {
    params: { id: deal.id },
    body: { action: 'fund', note: 'Best of three offers; delivery in four weeks, payment held until you confirm.' },
  });
  const topUp = await operate(core, procurement.principal, 'createCreditTopUp', { body: { credits: 500 } });
  if (!topUp.approvalId) throw new Error(`demo data: the agent's top-up waits for no approval (${topUp.status})`);

  const scoutOwner = providerIds.find((id) => id !== seller) ?? seller;
  const scout = await agentWithKey(
    core,
    scoutOwner,
    { name: 'Lead scout', description: 'Finds companies that need what a mandate offers.' },
    { name: 'Lead scout', scopes: ['claims:read', 'claims:write'] },
  );
  const claim = await operate(core, scout.principal, 'createClaim', {
    body: {
      mandateId: demo.mandateId,
      buyer: { legalName: 'Brauerei Hofmann GmbH', country: 'DE' },
      contact: { name: 'Jana Hofmann', email: 'jana.hofmann@brauerei-hofmann.example' },
      lawfulContactSourceAttestation: true,
      registrationBeforeIntroductionAttestation: true,
    },
  });

  const job = await operate(core, sessionOf(demo.accountId), 'importDraft', {
    body: { text: DRAFT_TEXT, locale: 'en' },
  });
  const imported = await settledImport(core, demo.accountId, job.id);
  const draftId = imported.draftIds[0];
  if (!draftId) throw new Error(`demo data: the intake import made no draft: ${JSON.stringify(imported.error)}`);

  return {
    agentId: procurement.agentId,
    keyId: procurement.keyId,
    approvalIds: [funding.id, topUp.approvalId],
    dealId: deal.id,
    topUpId: topUp.id,
    claimId: claim.id,
    draftId,
  };
}
