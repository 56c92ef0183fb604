import { useEffect, useState } from 'preact/hooks';

export const ROUTES = ['approvals', 'deals', 'claims', 'keys', 'apps', 'webhooks', 'search', 'moderation'] as const;
export type Route = (typeof ROUTES)[number];

/** The page named by the URL's fragment (`#/deals`); approvals when none or an unknown one is named. */
export function currentRoute(): Route {
  const name = location.hash.replace(/^#\/?/, '');
  return (ROUTES as readonly string[]).includes(name) ? (name as Route) : 'approvals';
}

export function useRoute(): Route {
  const [route, setRoute] = useState(currentRoute);
  useEffect(() => {
    const update = () => setRoute(currentRoute());
    addEventListener('hashchange', update);
    return () => removeEventListener('hashchange', update);
  }, []);
  return route;
}
