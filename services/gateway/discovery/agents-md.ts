import { renderTemplate } from './template.ts';

/** AGENTS.md: the short guide for coding agents integrating with the API. */
export function agentsMd(baseUrl: string): string {
  return renderTemplate('agents.template.md', { baseUrl });
}
