import { openApiDocument } from '../../../shared/openapi/document.ts';
import { operations } from '../openapi/operations.ts';
import { renderTemplate } from './template.ts';
import type { DiscoveryUrls } from './urls.ts';

interface TagDeclaration {
  name: string;
  description: string;
}

/** The site llms.txt (llmstxt.org format); the API section has one entry per operation tag, linking to the index. */
export function llmsTxt(urls: DiscoveryUrls): string {
  const tags = openApiDocument().tags as TagDeclaration[];
  const apiLinks = tags.flatMap(({ name, description }) => {
    const count = operations().filter((operation) => operation.tag === name).length;
    // A tag's first paragraph is its summary; what follows (the Deals state table) is for the OpenAPI reader.
    const summary = description.split('\n\n')[0]!.replace(/\s+/g, ' ').trim();
    return count === 0 ? [] : [`- [${name}](${urls.api}): ${summary} Operations: ${count}.`];
  });
  return renderTemplate('llms.template.txt', { baseUrl: urls.base, apiLinks: apiLinks.join('\n') });
}
