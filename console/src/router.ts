import { useEffect, useState } from 'preact/hooks';

export const ROUTES = ['approvals', 'deals', 'claims', 'keys', 'apps', 'webhooks', 'search', 'moderation'] as const;
export type Route = (typeof ROUTES)[number];

/** The pages of the human's own work (issue 29), listed after the ones above. */
export const WORK_ROUTES = ['listings', 'credits', 'domains', 'settings'] as const;
/** Every page the fragment can name. */
export type Page = Route | (typeof WORK_ROUTES)[number];
const PAGES: readonly string[] = [...ROUTES, ...WORK_ROUTES];

/** The page named by the URL's fragment (`#/deals`); approvals when none or an unknown one is named. */
export function currentRoute(): Page {
  const name = location.hash.replace(/^#\/?/, '');
  return PAGES.includes(name) ? (name as Page) : 'approvals';
}

export function useRoute(): Page {
  const [route, setRoute] = useState(currentRoute);
  useEffect(() => {
    const update = () => setRoute(currentRoute());
    addEventListener('hashchange', update);
    return () => removeEventListener('hashchange', update);
  }, []);
  return route;
}
