import { readFileSync, readdirSync } from 'node:fs';
import { expect } from 'chai';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { EventRecord } from '../../services/core/outbox/types.ts';
import { openApiDocument } from '../../shared/openapi/document.ts';
import { registerProvider } from '../support/factories.ts';
import { harness } from '../support/root-hooks.ts';
import { createListing } from '../listings/fixtures.ts';
import { emitCreditGranted } from './support.ts';

const EVENTS_DIR = new URL('../../schemas/events/', import.meta.url);

function declaredEvents(): string[] {
  const schemas = (openApiDocument() as unknown as { components: { schemas: { WebhookEvent: { enum: string[] } } } })
    .components.schemas;
  return schemas.WebhookEvent.enum;
}

function payloadValidators(): Map<string, ValidateFunction> {
  const ajv = new Ajv2020({ allErrors: true });
  const validators = new Map<string, ValidateFunction>();
  for (const file of readdirSync(EVENTS_DIR)) {
    validators.set(
      file.replace(/\.json$/, ''),
      ajv.compile(JSON.parse(readFileSync(new URL(file, EVENTS_DIR), 'utf8'))),
    );
  }
  return validators;
}

describe('webhooks: event payload schemas', () => {
  it('has one compiling JSON Schema per declared event, and no other', () => {
    expect([...payloadValidators().keys()].sort()).to.deep.equal([...declaredEvents()].sort());
  });

  it('documents every event in the OpenAPI webhooks section, pointing at its payload schema', () => {
    const webhooks =
      (openApiDocument() as { webhooks?: Record<string, { post?: { description?: string } }> }).webhooks ?? {};
    expect(Object.keys(webhooks).sort()).to.deep.equal([...declaredEvents()].sort());
    for (const [event, item] of Object.entries(webhooks))
      expect(item.post?.description).to.include(`schemas/events/${event}.json`);
  });

  it('accepts the payload of every event the code has emitted, and names what it checked', async () => {
    const account = await registerProvider('webhook-schemas');
    await emitCreditGranted(account);
    await createListing(account);
    await createListing(account);
    const validators = payloadValidators();
    const events = await harness().mongo.db.collection<EventRecord>('outbox').find({ kind: 'event' }).toArray();
    const checked = new Set<string>();
    for (const record of events) {
      const validate = validators.get(record.event);
      expect(validate, `a schema for ${record.event}`).to.not.equal(undefined);
      expect(validate!(record.payload), `${record.event} ${JSON.stringify(validate!.errors)}`).to.equal(true);
      checked.add(record.event);
    }
    expect([...checked]).to.include('credit.granted');
  });

  it('refuses a payload that lacks a documented field', () => {
    const validate = payloadValidators().get('credit.granted')!;
    expect(validate({ accountId: 'acc_1', credits: 5, balance: 5, reason: 'r', entryId: 'cle_1' })).to.equal(true);
    expect(validate({ accountId: 'acc_1', credits: 5, reason: 'r', entryId: 'cle_1' })).to.equal(false);
  });
});
