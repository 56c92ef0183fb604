import { expect } from 'chai';
import { readCategoryFile } from './schema-file.ts';

/** A small valid category file; `facets` replaces its facet list (YAML lines, indented by four). */
function categoryYaml(facets: string, category = 'demo'): string {
  return [
    `category: ${category}`,
    'title: Demo',
    'description: A demo category.',
    'jsonLdType: Thing',
    'facets:',
    facets,
  ].join('\n');
}

const read = (facets: string) => () => readCategoryFile('schemas/facets/demo.yaml', categoryYaml(facets));

describe('facet schema files', () => {
  it('parses a file and fills the optional flags with their defaults', () => {
    const facets = `
  - { key: kind, type: semantic-tag, label: Kind, description: d, filterable: true, vocabulary: [{ value: web-design, label: Web design }] }
  - { key: size, type: enum, label: Size, description: d, filterable: true, required: true, multiple: true, values: [{ value: S, label: Small }] }
  - { key: rooms, type: number, label: Rooms, description: d, filterable: true, min: 0.5, unit: rooms }
  - { key: area, type: text, label: Area, description: d, filterable: false, maxLength: 200, jsonLdProperty: areaServed }
  - { key: furnished, type: boolean, label: Furnished, description: d, filterable: true }`;
    expect(readCategoryFile('schemas/facets/demo.yaml', categoryYaml(facets))).to.deep.equal({
      category: 'demo',
      title: 'Demo',
      description: 'A demo category.',
      jsonLdType: 'Thing',
      facets: [
        {
          key: 'kind',
          type: 'semantic-tag',
          label: 'Kind',
          description: 'd',
          filterable: true,
          required: false,
          multiple: false,
          definesKind: false,
          vocabulary: [{ value: 'web-design', label: 'Web design', synonyms: [] }],
        },
        {
          key: 'size',
          type: 'enum',
          label: 'Size',
          description: 'd',
          filterable: true,
          required: true,
          multiple: true,
          definesKind: false,
          values: [{ value: 'S', label: 'Small' }],
        },
        {
          key: 'rooms',
          type: 'number',
          label: 'Rooms',
          description: 'd',
          filterable: true,
          required: false,
          integer: false,
          min: 0.5,
          unit: 'rooms',
        },
        {
          key: 'area',
          type: 'text',
          label: 'Area',
          description: 'd',
          filterable: false,
          required: false,
          maxLength: 200,
          jsonLdProperty: 'areaServed',
        },
        { key: 'furnished', type: 'boolean', label: 'Furnished', description: 'd', filterable: true, required: false },
      ],
    });
  });

  it('refuses an unknown facet type, naming the file, the facet and the known types', () => {
    expect(read(`  - { key: colour, type: color, label: Colour, description: d, filterable: true }`)).to.throw(
      'facet schema schemas/facets/demo.yaml: facets[0] (colour): unknown facet type "color"; known types: semantic-tag, text, enum, number, boolean',
    );
  });

  it('refuses an enum without values and one with an empty list', () => {
    expect(read(`  - { key: size, type: enum, label: Size, description: d, filterable: true }`)).to.throw(
      'facet schema schemas/facets/demo.yaml: facets[0] (size): missing property "values"',
    );
    expect(read(`  - { key: size, type: enum, label: Size, description: d, filterable: true, values: [] }`)).to.throw(
      'facet schema schemas/facets/demo.yaml: facets[0] (size).values: must NOT have fewer than 1 items',
    );
  });

  it('refuses properties that do not belong to the facet type', () => {
    expect(
      read(`  - { key: open, type: boolean, label: Open, description: d, filterable: true, values: [] }`),
    ).to.throw('facet schema schemas/facets/demo.yaml: facets[0] (open): unknown property "values"');
  });

  it('refuses duplicate facet keys and duplicate enum values', () => {
    const facets = `
  - { key: open, type: boolean, label: Open, description: d, filterable: true }
  - { key: open, type: enum, label: Open, description: d, filterable: true, values: [{ value: yes, label: Yes }, { value: YES, label: Yes! }] }`;
    expect(read(facets)).to.throw(
      'facet schema schemas/facets/demo.yaml: duplicate facet key "open"; facet "open": duplicate enum value "yes"',
    );
  });

  it('refuses duplicate tag values and a spelling that leads to two tags', () => {
    const facets = `
  - key: services
    type: semantic-tag
    label: Services
    description: d
    filterable: true
    vocabulary:
      - { value: plumbing, label: Plumbing, synonyms: [Klempner] }
      - { value: heating, label: Heating, synonyms: [klempner] }
      - { value: heating, label: Heizung }`;
    expect(read(facets)).to.throw(
      'facet schema schemas/facets/demo.yaml: facet "services": duplicate tag value "heating"; facet "services": "klempner" of tag "heating" collides with tag "plumbing"',
    );
  });

  it('refuses two facets that define the kind, and a kind no search can filter by', () => {
    const facets = `
  - { key: kind, type: enum, label: Kind, description: d, filterable: false, definesKind: true, values: [{ value: a, label: A }] }
  - { key: tools, type: semantic-tag, label: Tools, description: d, filterable: true, definesKind: true, vocabulary: [{ value: b, label: B }] }`;
    expect(read(facets)).to.throw(
      'facet schema schemas/facets/demo.yaml: facet "kind": definesKind needs a filterable facet; only one facet may define the kind; "kind", "tools" do',
    );
    expect(
      read(`  - { key: open, type: boolean, label: Open, description: d, filterable: true, definesKind: true }`),
    ).to.throw('facet schema schemas/facets/demo.yaml: facets[0] (open): unknown property "definesKind"');
  });

  it('refuses a number range whose minimum exceeds its maximum', () => {
    expect(
      read(`  - { key: rooms, type: number, label: Rooms, description: d, filterable: true, min: 5, max: 1 }`),
    ).to.throw('facet schema schemas/facets/demo.yaml: facet "rooms": min 5 is greater than max 1');
  });

  it('refuses a category that differs from the file name', () => {
    const source = categoryYaml(
      `  - { key: open, type: boolean, label: Open, description: d, filterable: true }`,
      'other',
    );
    expect(() => readCategoryFile('schemas/facets/demo.yaml', source)).to.throw(
      'facet schema schemas/facets/demo.yaml: category "other" must equal the file name "demo"',
    );
  });

  it('refuses a JSON-LD type it does not know, listing the known ones', () => {
    const source = categoryYaml(
      `  - { key: open, type: boolean, label: Open, description: d, filterable: true }`,
    ).replace('jsonLdType: Thing', 'jsonLdType: Boat');
    expect(() => readCategoryFile('schemas/facets/demo.yaml', source)).to.throw(
      'facet schema schemas/facets/demo.yaml: jsonLdType: must be one of: Product, Service, LocalBusiness, Organization, SoftwareApplication, RealEstateListing, Thing',
    );
  });

  it('refuses a file that is not YAML', () => {
    expect(() => readCategoryFile('schemas/facets/demo.yaml', 'facets: [')).to.throw(
      /^facet schema schemas\/facets\/demo\.yaml: not valid YAML \(/,
    );
  });
});
