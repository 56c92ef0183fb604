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
    return count === 0 ? [] : [`- [${name}](${urls.api}): ${description} Operations: ${count}.`];
  });
  return renderTemplate('llms.template.txt', { baseUrl: urls.base, apiLinks: apiLinks.join('\n') });
}
