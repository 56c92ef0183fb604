import { expect } from 'chai';
import type { ErrorObject } from 'ajv';
import { TEXT_PATTERN } from './control-characters.ts';
import { validationItems } from './validation-errors.ts';

const error = (instancePath: string, keyword: string, params: Record<string, unknown>, message?: string): ErrorObject =>
  ({ instancePath, keyword, params, message, schemaPath: '#' }) as ErrorObject;

describe('validation error items', () => {
  it("names the field in the caller's terms and says what is wrong with it", () => {
    const items = validationItems([
      error('/requestBody', 'required', { missingProperty: 'email' }),
      error('/requestBody', 'additionalProperties', { additionalProperty: 'extra' }),
      error('/query/limit', 'maximum', { limit: 100 }, 'must be <= 100'),
      error('/path/id', 'pattern', {}, 'must match pattern'),
      error('/requestBody/buyer/country', 'enum', { allowedValues: ['DE', 'FR'] }),
    ]);
    expect(items).to.deep.equal([
      { code: 1000, slug: 'validation_failed', message: 'body.email is required', field: 'body.email' },
      { code: 1000, slug: 'validation_failed', message: 'body.extra is not allowed here', field: 'body.extra' },
      { code: 1000, slug: 'validation_failed', message: 'query.limit must be <= 100', field: 'query.limit' },
      { code: 1000, slug: 'validation_failed', message: 'path.id must match pattern', field: 'path.id' },
      {
        code: 1000,
        slug: 'validation_failed',
        message: 'body.buyer.country must be one of: "DE", "FR"',
        field: 'body.buyer.country',
      },
    ]);
  });

  it("names a long enum by its schema's title and examples instead of listing every value", () => {
    const codes = Array.from({ length: 166 }, (_, index) => `C${String(index).padStart(2, '0')}`);
    const currency = {
      ...error('/requestBody/price/currency', 'enum', { allowedValues: codes }),
      parentSchema: { title: 'ISO 4217 currency code', examples: ['EUR', 'USD', 'JPY'] },
    };
    const country = { ...error('/requestBody/location/country', 'enum', { allowedValues: codes }), parentSchema: {} };
    expect(validationItems([currency, country]).map((item) => item.message)).to.deep.equal([
      'body.price.currency must be one of the 166 values of "ISO 4217 currency code" (the schema\'s enum), such as "EUR", "USD", "JPY"',
      'body.location.country must be one of the 166 values (the schema\'s enum), such as "C00", "C01", "C02"',
    ]);
  });

  it("says a text refused by the document's control-character pattern in the words of the control-character check", () => {
    const items = validationItems([
      error('/requestBody/title', 'pattern', { pattern: TEXT_PATTERN }, `must match pattern "${TEXT_PATTERN}"`),
    ]);
    expect(items).to.deep.equal([
      {
        code: 1000,
        slug: 'validation_failed',
        message: 'body.title must not contain control characters (only tab and line breaks)',
        field: 'body.title',
      },
    ]);
  });

  it('reports a missing body as the body', () => {
    expect(validationItems([error('', 'required', { missingProperty: 'requestBody' })])).to.deep.equal([
      { code: 1000, slug: 'validation_failed', message: 'body is required', field: 'body' },
    ]);
  });
});
