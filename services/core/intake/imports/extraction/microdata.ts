import type { CheerioAPI } from 'cheerio';

/** A schema.org item as JSON-LD writes it: `@type` and properties, nested items as objects. */
export type SchemaItem = { '@type'?: string | string[] } & { [property: string]: unknown };

type Selection = ReturnType<CheerioAPI>;

/** Where an element's value lies when it is a property: the attribute per tag, or else its text. */
const VALUE_ATTRIBUTES: Record<string, string> = {
  meta: 'content',
  a: 'href',
  link: 'href',
  area: 'href',
  img: 'src',
  audio: 'src',
  embed: 'src',
  iframe: 'src',
  source: 'src',
  track: 'src',
  video: 'src',
  object: 'data',
  data: 'value',
  meter: 'value',
  time: 'datetime',
};

/**
 * The page's top-level microdata items (`itemscope` elements that are no other item's property), each as a
 * JSON-LD-shaped object, so that microdata and JSON-LD are read by the same code.
 */
export function microdataItems($: CheerioAPI): SchemaItem[] {
  return $('[itemscope]:not([itemprop])')
    .get()
    .map((element) => itemOf($, $(element)));
}

function itemOf($: CheerioAPI, item: Selection): SchemaItem {
  const found: SchemaItem = {};
  const types = (item.attr('itemtype') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((type) => type.replace(/^https?:\/\/schema\.org\//i, ''));
  if (types.length > 0) found['@type'] = types.length === 1 ? types[0] : types;
  // A property belongs to the nearest item around it.
  const own = item
    .find('[itemprop]')
    .filter((_, element) => $(element).parent().closest('[itemscope]').get(0) === item.get(0));
  own.each((_, element) => {
    const property = $(element);
    const value = property.is('[itemscope]') ? itemOf($, property) : valueOf(property);
    for (const name of (property.attr('itemprop') ?? '').split(/\s+/).filter(Boolean)) {
      const existing = found[name];
      found[name] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
    }
  });
  return found;
}

function valueOf(element: Selection): string {
  const attribute = VALUE_ATTRIBUTES[(element.prop('tagName') ?? '').toLowerCase()];
  const value = attribute ? element.attr(attribute) : (element.attr('content') ?? element.text());
  return (value ?? '').replace(/\s+/g, ' ').trim();
}
