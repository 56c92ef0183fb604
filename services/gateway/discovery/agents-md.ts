import { templateFileName, type DocumentLanguage } from './document-language.ts';
import { renderTemplate } from './template.ts';

/** AGENTS.md in one language: the short guide for coding agents integrating with the API. */
export function agentsMd(baseUrl: string, language: DocumentLanguage): string {
  return renderTemplate(templateFileName('agents.template.md', language), { baseUrl });
}
