import { scopeCatalog } from '../../../shared/auth/scopes.ts';
import { openApiDocument } from '../../../shared/openapi/document.ts';
import { operations, type OperationMeta } from '../openapi/operations.ts';
import { renderTemplate } from './template.ts';

interface WebhookEventComponents {
  schemas: { WebhookEvent: { enum: string[] } };
}

const cell = (text: string) => text.replace(/\s+/g, ' ').replaceAll('|', '\\|');

function markdownTable(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const line = (cells: readonly string[]) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

function operationList(include: (operation: OperationMeta) => boolean): string {
  return operations()
    .filter(include)
    .map((operation) => `- \`${operation.method} ${operation.path}\` (${operation.operationId}): ${operation.summary}`)
    .join('\n');
}

/** The agent operator guide: the prose of skill.template.md with tables generated from the OpenAPI document. */
export function skillDocument(baseUrl: string): string {
  const document = openApiDocument();
  const webhookEvents = (document.components as WebhookEventComponents).schemas.WebhookEvent.enum;
  return renderTemplate('skill.template.md', {
    baseUrl,
    version: document.info.version,
    scopeTable: markdownTable(
      ['Scope', 'Grants'],
      scopeCatalog().map((entry) => [`\`${entry.scope}\``, entry.description]),
    ),
    errorTable: markdownTable(
      ['Slug', 'Code', 'Status', 'Message'],
      document['x-error-catalog'].map((entry) => [`\`${entry.slug}\``, String(entry.code), String(entry.status), entry.message]),
    ),
    idempotentOperations: operationList((operation) => operation.idempotent),
    humanOnlyOperations: operationList((operation) => operation.sessionOnly),
    webhookEvents: webhookEvents.map((event) => `- \`${event}\``).join('\n'),
  });
}
