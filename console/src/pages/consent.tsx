import { MarketplaceError } from '@marketplace/sdk';
import { useI18n } from '../i18n.ts';
import type { Session } from '../session.ts';
import { api } from '../session.ts';
import { ErrorNotice, Loading } from '../ui/notice.tsx';
import { useLoad } from '../ui/use-load.ts';
import { ConsentForm } from './consent-form.tsx';
import { SignInPage } from './sign-in.tsx';

type Settled = 'approved' | 'denied' | 'expired' | 'missing';

/**
 * The page an OAuth client's authorization sends the browser to: sign in first when needed (a link asked for here
 * leads back here), then the request, or what became of it.
 */
export function ConsentPage({ requestId, session }: { requestId: string; session: Session | undefined }) {
  const { t } = useI18n();
  if (!session) {
    return (
      <>
        <p class="outcome">{t('consent.signInFirst')}</p>
        <SignInPage continueTo={`/consent/${requestId}`} />
      </>
    );
  }
  return <ConsentRequest requestId={requestId} key={`${session.token}/${requestId}`} />;
}

function ConsentRequest({ requestId }: { requestId: string }) {
  const request = useLoad(() => api.getOAuthConsentRequest({ id: requestId }), [requestId]);
  if (request.error instanceof MarketplaceError && request.error.status === 404)
    return <SettledRequest state="missing" />;
  if (!request.data) {
    return (
      <>
        <Loading loading={request.loading} />
        <ErrorNotice error={request.error} />
      </>
    );
  }
  const { status } = request.data;
  return status === 'pending' ? <ConsentForm request={request.data} /> : <SettledRequest state={status} />;
}

/** A request that can no longer be decided: a page saying so and what to do, never the API's JSON. */
function SettledRequest({ state }: { state: Settled }) {
  const { t } = useI18n();
  return (
    <section class="card" data-consent-state={state}>
      <h1>{t(`consent.state.${state}`)}</h1>
      <p>{t(state === 'missing' ? 'consent.missingHelp' : 'consent.stateHelp')}</p>
    </section>
  );
}
