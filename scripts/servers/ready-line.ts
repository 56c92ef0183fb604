import type { ServerMode } from './types.ts';

/** The line announcing the servers by their variables; a given URL may carry credentials, whose password is masked. */
export function readyLine(mode: ServerMode, variables: Record<string, string>): string {
  const shown = Object.entries(variables).map(([name, url]) => `${name}=${withoutPassword(url)}`);
  return `ready (${mode}): ${shown.join(' ')}`;
}

function withoutPassword(url: string): string {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/[^/@:]*):[^/]*@/i, '$1:***@');
}
