/**
 * The SDK's type test: the root `tsc --noEmit` (run by `npm test`) checks this file, and each `@ts-expect-error`
 * line fails the check when it compiles, so wrong use of the SDK must not type-check.
 */
import {
  createClient,
  MarketplaceError,
  type ErrorSlug,
  type Result,
  type WebhookDelivery,
} from '../../sdk/src/index.ts';

const client = createClient({ baseUrl: 'http://127.0.0.1:1' });

export async function typedUse(): Promise<void> {
  const deal = await client.getDeal({ id: 'd' });
  const status: Result<'getDeal'>['status'] = deal.status;
  // @ts-expect-error the status is a string literal, not a number
  const wrongStatus: number = deal.status;
  // @ts-expect-error a required path parameter is missing
  await client.getDeal();
  // @ts-expect-error an unknown parameter
  await client.getDeal({ id: 'd', dealId: 'd' });
  // @ts-expect-error the body of createDeal is required
  await client.createDeal({});
  // @ts-expect-error amount is an integer of minor units, not a string
  await client.createDeal({ body: { counterpartyId: 'a', title: 't', amount: '50', currency: 'EUR' } });
  // @ts-expect-error not a currency of ISO 4217
  await client.createDeal({ body: { counterpartyId: 'a', title: 't', amount: 50, currency: 'EURO' } });
  // @ts-expect-error an operation the contract does not have
  await client.deleteEverything();
  // @ts-expect-error getDeal is not paginated
  client.paginate.getDeal({ id: 'd' });
  for await (const hit of client.paginate.searchCatalog({ body: { category: 'businesses' } })) {
    const id: string = hit.id;
    // @ts-expect-error a hit has no such field
    void hit.noSuchField;
    void id;
  }
  const skill = await client.getSkillDocument();
  // @ts-expect-error a text document is a string
  void skill.nope;
  const meta = await client.withMeta.listDeals({ limit: 5 });
  const cursor: string | null | undefined = meta.resultInfo?.next_cursor;
  // @ts-expect-error limit is a number
  await client.listDeals({ limit: '5' });
  void [status, wrongStatus, cursor];
}

export function exhaustive(error: MarketplaceError): string {
  const slug: ErrorSlug | 'unexpected_response' = error.slug;
  // @ts-expect-error not a slug of the catalog
  const unknown: ErrorSlug = 'no_such_slug';
  const code: number = error.code;
  void [unknown, code];
  return slug;
}

export function webhookPayload(delivery: WebhookDelivery): string {
  if (delivery.event === 'deal.status_changed') return delivery.payload.to;
  // @ts-expect-error the payload is narrowed by the event: credit.granted carries no deal
  if (delivery.event === 'credit.granted') return delivery.payload.deal.id;
  return delivery.event;
}
