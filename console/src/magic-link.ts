import { MarketplaceError } from '@marketplace/sdk';
import { consoleRoute, currentDoor, currentPath, goTo } from './doors.ts';
import { api, startSession } from './session.ts';

/**
 * The console's page for a magic link: `#/magic`, continuing to `continueTo` (a console route) once signed in.
 * The service adds the `token` query parameter to it.
 */
function magicLinkPage(continueTo: string | undefined): string {
  const query = continueTo ? `?${new URLSearchParams({ continue: continueTo })}` : '';
  return `${location.origin}/console/${query}#/magic`;
}

/** Where a link asked from this page should lead back to: the page itself, unless it is the link's landing. */
export function hereAsContinuation(): string | undefined {
  return currentDoor()?.name === 'magic' ? undefined : consoleRoute(currentPath());
}

/**
 * Asks for a link back to the console; where the service does not allow the console's origin as a redirect
 * (SIGN_IN_REDIRECT_ORIGINS), the link goes to the service's default page and the person may paste the code instead.
 */
export async function requestLink(email: string, continueTo: string | undefined): Promise<void> {
  try {
    await api.requestMagicLink({ body: { email, redirectUrl: magicLinkPage(continueTo) } });
  } catch (error) {
    if (!(error instanceof MarketplaceError && error.field === 'body.redirectUrl')) throw error;
    await api.requestMagicLink({ body: { email } });
  }
}

export interface Arrival {
  token: string;
  /** The console route to continue to; undefined when the link named none or one that is not a console route. */
  next: string | undefined;
}

/**
 * Takes a magic link's token and continuation out of the address at once (so they stay in no history entry,
 * bookmark or Referer).
 */
export function takeArrival(): Arrival | undefined {
  const url = new URL(location.href);
  const token = url.searchParams.get('token');
  if (!token) return undefined;
  const next = consoleRoute(url.searchParams.get('continue'));
  url.searchParams.delete('token');
  url.searchParams.delete('continue');
  history.replaceState(null, '', url.pathname + url.search + url.hash);
  return { token, next };
}

/** Redeems the link's token for a session, then shows the route it continues to (the start page from `#/magic`). */
export async function signInByArrival(arrival: Arrival): Promise<void> {
  await startSession((await api.verifyMagicLink({ body: { token: arrival.token } })).token);
  if (arrival.next) goTo(arrival.next);
  else if (currentDoor()?.name === 'magic') goTo('/approvals');
}
