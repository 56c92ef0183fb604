import { scopeCatalog } from '../../../shared/auth/scopes.ts';
import { openApiDocument } from '../../../shared/openapi/document.ts';
import { operations, type OperationMeta } from '../openapi/operations.ts';
import { templateFileName, type DocumentLanguage } from './document-language.ts';
import { renderTemplate } from './template.ts';

interface WebhookEventComponents {
  schemas: { WebhookEvent: { enum: string[] } };
}

const cell = (text: string) => text.replace(/\s+/g, ' ').replaceAll('|', '\\|');

/** The body rows of a Markdown table; the header row is prose and lives in the template. */
function tableRows(rows: ReadonlyArray<readonly string[]>): string {
  return rows.map((cells) => `| ${cells.map(cell).join(' | ')} |`).join('\n');
}

function operationList(include: (operation: OperationMeta) => boolean): string {
  return operations()
    .filter(include)
    .map((operation) => `- \`${operation.method} ${operation.path}\` (${operation.operationId}): ${operation.summary}`)
    .join('\n');
}

/**
 * The agent operator guide in one language: the prose of that language's template with the lists of scopes,
 * errors and operations generated from the OpenAPI document, the same for every language.
 */
export function skillDocument(baseUrl: string, language: DocumentLanguage): string {
  const document = openApiDocument();
  const webhookEvents = (document.components as WebhookEventComponents).schemas.WebhookEvent.enum;
  return renderTemplate(templateFileName('skill.template.md', language), {
    baseUrl,
    version: document.info.version,
    scopeRows: tableRows(scopeCatalog().map((entry) => [`\`${entry.scope}\``, entry.description])),
    errorRows: tableRows(
      document['x-error-catalog'].map((entry) => [
        `\`${entry.slug}\``,
        String(entry.code),
        String(entry.status),
        entry.message,
      ]),
    ),
    idempotentOperations: operationList((operation) => operation.idempotent),
    humanOnlyOperations: operationList((operation) => operation.sessionOnly),
    webhookEvents: webhookEvents.map((event) => `- \`${event}\``).join('\n'),
  });
}
