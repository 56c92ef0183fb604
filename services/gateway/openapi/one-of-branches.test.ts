import { expect } from 'chai';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { validationItems } from './validation-errors.ts';

const ajv = new Ajv2020({ allErrors: true, strict: false, verbose: true });

/** A payment told apart by `method`, whose card branch holds a oneOf of its own told apart by `brand`. */
const payment = ajv.compile({
  type: 'object',
  properties: {
    requestBody: {
      oneOf: [
        {
          type: 'object',
          required: ['method', 'iban'],
          properties: { method: { const: 'sepa' }, iban: { type: 'string' } },
        },
        {
          type: 'object',
          required: ['method', 'card'],
          properties: {
            method: { const: 'card' },
            card: {
              oneOf: [
                {
                  type: 'object',
                  required: ['brand', 'pan'],
                  properties: { brand: { const: 'visa' }, pan: { type: 'string' } },
                },
                {
                  type: 'object',
                  required: ['brand', 'token'],
                  properties: { brand: { const: 'amex' }, token: { type: 'string' } },
                },
              ],
            },
          },
        },
      ],
    },
    query: { type: 'object', properties: { note: { oneOf: [{ type: 'string' }, { type: 'number' }] } } },
  },
});

function messages(body: unknown, note?: unknown): string[] {
  expect(payment({ requestBody: body, query: note === undefined ? {} : { note } })).to.equal(false);
  return validationItems(payment.errors ?? []).map((item) => item.message);
}

describe('oneOf errors with a const discriminator', () => {
  it('names only the fields of the branch the discriminator selects, also in a nested oneOf', () => {
    expect(messages({ method: 'sepa' })).to.deep.equal(['body.iban is required']);
    expect(messages({ method: 'card', card: { brand: 'amex' } })).to.deep.equal(['body.card.token is required']);
  });

  it('names the discriminator alone when it is missing or selects no branch', () => {
    expect(messages({ iban: 'DE00' })).to.deep.equal(['body.method is required']);
    expect(messages({ method: 'cash' })).to.deep.equal(['body.method must be one of: "sepa", "card"']);
    expect(messages({ method: 'card', card: { brand: 'diners' } })).to.deep.equal([
      'body.card.brand must be one of: "visa", "amex"',
    ]);
  });

  it('leaves a oneOf without a discriminator as Ajv reports it', () => {
    const reported = messages({ method: 'sepa', iban: 'DE00' }, true);
    expect(reported).to.include('query.note must match exactly one schema in oneOf');
    expect(reported).to.include('query.note must be string');
  });
});
