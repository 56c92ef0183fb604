import { openApiDocument } from '../../../shared/openapi/document.ts';
import { operations } from '../openapi/operations.ts';
import { templateFileName, type DocumentLanguage } from './document-language.ts';
import { renderTemplate } from './template.ts';
import type { DiscoveryUrls } from './urls.ts';

interface TagDeclaration {
  name: string;
  description: string;
}

const OPERATION_COUNT_LABEL: Readonly<Record<DocumentLanguage, string>> = { en: 'Operations', de: 'Operationen' };

/**
 * The site llms.txt (llmstxt.org format) in one language; the API section has one entry per operation tag, linking
 * to the index, generated from the OpenAPI document for every language alike.
 */
export function llmsTxt(urls: DiscoveryUrls, language: DocumentLanguage): string {
  const tags = openApiDocument().tags as TagDeclaration[];
  const apiLinks = tags.flatMap(({ name, description }) => {
    const count = operations().filter((operation) => operation.tag === name).length;
    // A tag's first paragraph is its summary; what follows (the Deals state table) is for the OpenAPI reader.
    const summary = description.split('\n\n')[0]!.replace(/\s+/g, ' ').trim();
    return count === 0 ? [] : [`- [${name}](${urls.api}): ${summary} ${OPERATION_COUNT_LABEL[language]}: ${count}.`];
  });
  return renderTemplate(templateFileName('llms.template.txt', language), {
    baseUrl: urls.base,
    apiLinks: apiLinks.join('\n'),
  });
}
