import { expect } from 'chai';
import { CURRENCY_CODES } from '../../shared/money/currency.ts';
import { openApiDocument } from '../../shared/openapi/document.ts';

type Schema = {
  $ref?: string;
  type?: string | string[];
  minimum?: number;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  items?: Schema;
};

const document = openApiDocument() as unknown as { components: { schemas: Record<string, Schema> } };
const { CurrencyCode, CountryCode } = document.components.schemas;

/** Every property of every schema anywhere in the document (paths, components), with where it is. */
function properties(node: unknown, path = '#'): Array<{ path: string; name: string; schema: Schema }> {
  if (Array.isArray(node)) return node.flatMap((child, index) => properties(child, `${path}/${index}`));
  if (node === null || typeof node !== 'object') return [];
  const own = Object.entries((node as Schema).properties ?? {}).map(([name, schema]) => ({
    path: `${path}/properties/${name}`,
    name,
    schema,
  }));
  return [...own, ...Object.entries(node).flatMap(([key, child]) => properties(child, `${path}/${key}`))];
}

const everyProperty = properties(openApiDocument());
const refersTo = (schema: Schema, name: string) =>
  schema.$ref === `#/components/schemas/${name}` || schema.items?.$ref === `#/components/schemas/${name}`;

describe('the OpenAPI document: currencies, amounts and countries', () => {
  it("lists in CurrencyCode exactly the currencies of the server's ISO 4217 table", () => {
    expect([...(CurrencyCode?.enum ?? [])].sort()).to.deep.equal([...CURRENCY_CODES].sort());
    expect(CurrencyCode?.enum)
      .to.include.members(['EUR', 'USD', 'JPY', 'KWD', 'CHF'])
      .and.not.include.members(['XAU', 'XXX', 'XTS', 'EURO', 'eur']);
  });

  it('lists in CountryCode the 249 assigned ISO 3166-1 alpha-2 codes, none reserved, all strings', () => {
    const codes = CountryCode?.enum ?? [];
    expect(codes).to.have.length(249);
    expect(codes.every((code) => typeof code === 'string' && /^[A-Z]{2}$/.test(code))).to.equal(true);
    expect(codes).to.include.members(['DE', 'GB', 'US', 'NO', 'NA']).and.not.include.members(['EU', 'UK', 'XK', 'UN']);
  });

  it('refers every currency field to CurrencyCode and every country field to CountryCode', () => {
    const loose = everyProperty.filter(
      ({ name, schema }) =>
        (/currency$/i.test(name) && !refersTo(schema, 'CurrencyCode')) ||
        (/^(country|territory)$/.test(name) && !refersTo(schema, 'CountryCode') && !refersTo(schema, 'Territory')),
    );
    expect(loose.map(({ path }) => path)).to.deep.equal([]);
  });

  it('counts every amount in integer minor units with a lower bound', () => {
    const amounts = everyProperty.filter(
      ({ name, schema }) => /^(amount|perDeal|perDay|sellerAmount)$/.test(name) && schema.$ref === undefined,
    );
    expect(amounts.length).to.be.greaterThan(10);
    expect(
      amounts.filter(({ schema }) => schema.type !== 'integer' || schema.minimum === undefined).map(({ path }) => path),
    ).to.deep.equal([]);
  });
});
