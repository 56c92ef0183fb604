import { useEffect, useState } from 'preact/hooks';

/** A page a link opens rather than the navigation: a consent request (`#/consent/<id>`) or a magic link (`#/magic`). */
export type Door = { name: 'consent'; requestId: string } | { name: 'magic' };

/** A console route such as `/deals` or `/consent/ocr_…`: the only kind of place a link may continue to. */
const CONSOLE_ROUTE = /^\/[a-z][a-z-]{0,31}(?:\/[A-Za-z0-9_-]{1,64})?$/;

/** `value` when it is a console route, else undefined: never another origin, path or scheme. */
export function consoleRoute(value: string | null | undefined): string | undefined {
  return value && CONSOLE_ROUTE.test(value) ? value : undefined;
}

/** The route in the address's fragment (`#/deals` is `/deals`). */
export function currentPath(): string {
  return location.hash.replace(/^#/, '');
}

export function currentDoor(): Door | undefined {
  const path = currentPath();
  const consent = /^\/consent\/([A-Za-z0-9_-]{1,64})$/.exec(path);
  if (consent) return { name: 'consent', requestId: consent[1]! };
  return path === '/magic' ? { name: 'magic' } : undefined;
}

export function useDoor(): Door | undefined {
  const [door, setDoor] = useState(currentDoor);
  useEffect(() => {
    const update = () => setDoor(currentDoor());
    addEventListener('hashchange', update);
    return () => removeEventListener('hashchange', update);
  }, []);
  return door;
}

/** Shows the console route `path` in place of the current one (no history entry for the page left). */
export function goTo(path: string): void {
  location.replace(`#${path}`);
}
