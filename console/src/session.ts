import { createClient, type MarketplaceClient, type Schema } from '@marketplace/sdk';
import { useEffect, useState } from 'preact/hooks';

export type Me = Schema<'Me'>;

export interface Session {
  /** The bearer session token: held in this module's memory only, never in storage, a cookie or a URL. */
  token: string;
  me: Me;
}

let current: Session | undefined;
const listeners = new Set<() => void>();

/** The console's API client: the same origin that served it, acting with the signed-in human's session. */
export const api: MarketplaceClient = createClient({
  baseUrl: location.origin,
  token: () => current?.token,
  maxRetries: 1,
});

export async function startSession(token: string): Promise<void> {
  const me = await api.withToken(token).getMe();
  current = { token, me };
  notify();
}

export async function endSession(): Promise<void> {
  try {
    if (current) await api.logout();
  } finally {
    current = undefined;
    notify();
  }
}

export function useSession(): Session | undefined {
  const [session, setSession] = useState(current);
  useEffect(() => {
    const update = () => setSession(current);
    listeners.add(update);
    return () => void listeners.delete(update);
  }, []);
  return session;
}

function notify(): void {
  for (const listener of listeners) listener();
}
