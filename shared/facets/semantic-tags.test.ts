import { expect } from 'chai';
import { facetRegistry } from './registry.ts';
import { closestTags, resolveTag, tagKey } from './semantic-tags.ts';
import type { SemanticTagFacet } from './types.ts';

function tagFacet(slug: string, key: string): SemanticTagFacet {
  const facet = facetRegistry()
    .facetsOf(slug)
    .find((candidate) => candidate.key === key);
  if (facet?.type !== 'semantic-tag') throw new Error(`${slug}.${key} is not a semantic-tag facet`);
  return facet;
}

describe('semantic tags', () => {
  it('compares spellings without case, accents or separators, with German umlauts as two letters', () => {
    expect(
      ['Web Design', 'web_design', 'WEB-DESIGN', 'Gärtner', 'Gaertner', 'Fußboden', 'Café', 'Türkçe'].map(tagKey),
    ).to.deep.equal(['webdesign', 'webdesign', 'webdesign', 'gaertner', 'gaertner', 'fussboden', 'cafe', 'tuerkce']);
  });

  it('resolves values, labels and synonyms in any language to the canonical value', () => {
    const services = tagFacet('businesses', 'services');
    expect(
      ['Webdesign', 'web-design', 'Web design', 'Homepage erstellen', 'Webgestaltung'].map((word) =>
        resolveTag(services, word),
      ),
    ).to.deep.equal(Array(5).fill('web-design'));
    expect(resolveTag(tagFacet('local-services', 'services'), 'Klempner')).to.equal('plumbing');
    expect(resolveTag(tagFacet('ai-agents', 'languages'), 'Deutsch')).to.equal('de');
  });

  it('answers null for a word outside the vocabulary', () => {
    expect(resolveTag(tagFacet('businesses', 'services'), 'plumbing')).to.equal(null);
  });

  it('orders the closest tags by edit distance over all their spellings, vocabulary order on ties', () => {
    const facet: SemanticTagFacet = {
      key: 'services',
      type: 'semantic-tag',
      label: 'Services',
      description: 'd',
      filterable: true,
      required: false,
      multiple: true,
      vocabulary: [
        { value: 'plumbing', label: 'Plumbing', synonyms: ['Klempner'] },
        { value: 'heating', label: 'Heating', synonyms: ['Heizung'] },
        { value: 'electrical', label: 'Electrical work', synonyms: ['Elektriker'] },
      ],
    };
    expect(closestTags(facet, 'Klemptner', 3)).to.deep.equal(['plumbing', 'electrical', 'heating']);
    expect(closestTags(facet, 'heitzung', 1)).to.deep.equal(['heating']);
  });
});
