import type { ComponentType } from 'preact';
import { useDoor } from './doors.ts';
import { LANGUAGES, setLanguage, useI18n, type Language, type MessageKey } from './i18n.ts';
import { ApiKeysPage } from './pages/api-keys.tsx';
import { ApprovalsPage } from './pages/approvals.tsx';
import { AuthorizedClientsPage } from './pages/authorized-clients.tsx';
import { ClaimsPage } from './pages/claims.tsx';
import { ConsentPage } from './pages/consent.tsx';
import { DealsPage } from './pages/deals.tsx';
import { ModerationPage } from './pages/moderation.tsx';
import { SearchPage } from './pages/search.tsx';
import { SignInPage } from './pages/sign-in.tsx';
import { WebhooksPage } from './pages/webhooks.tsx';
import { useApprovalCount } from './approval-count.ts';
import { CreditsPage } from './pages/credits.tsx';
import { DomainsPage } from './pages/domains.tsx';
import { ListingsPage } from './pages/listings.tsx';
import { SettingsPage } from './pages/settings.tsx';
import { ROUTES, useRoute, WORK_ROUTES, type Page as PageName } from './router.ts';
import { endSession, useSession, type Session } from './session.ts';

const PAGES: Record<PageName, { page: ComponentType<{ session: Session }>; adminOnly?: boolean }> = {
  approvals: { page: ApprovalsPage },
  deals: { page: DealsPage },
  claims: { page: ClaimsPage },
  keys: { page: ApiKeysPage },
  apps: { page: AuthorizedClientsPage },
  webhooks: { page: WebhooksPage },
  search: { page: SearchPage },
  moderation: { page: ModerationPage, adminOnly: true },
  listings: { page: ListingsPage },
  credits: { page: CreditsPage },
  domains: { page: DomainsPage },
  settings: { page: SettingsPage },
};

export function App() {
  const { t } = useI18n();
  const session = useSession();
  const route = useRoute();
  const door = useDoor();
  const routes = ROUTES.filter((name) => !PAGES[name].adminOnly || session?.me.account.isAdmin);
  const Page = PAGES[route].page;
  const waiting = useApprovalCount(session, route);
  return (
    <>
      <a class="skip" href="#main">
        {t('app.skip')}
      </a>
      <header>
        <p class="brand">{t('app.name')}</p>
        <LanguageSwitch />
        {session ? (
          <p class="who">
            {t('app.signedInAs', { name: session.me.account.displayName ?? session.me.account.email })}{' '}
            <button type="button" onClick={() => void endSession()}>
              {t('app.signOut')}
            </button>
          </p>
        ) : null}
      </header>
      {session ? (
        <nav aria-label={t('app.nav')}>
          <ul>
            {[...routes, ...WORK_ROUTES].map((name) => (
              <li key={name}>
                <a href={`#/${name}`} aria-current={!door && name === route ? 'page' : undefined}>
                  {t(`nav.${name}` as MessageKey)}
                </a>
                {name === 'approvals' && waiting ? (
                  <span class="count">
                    <span aria-hidden="true" data-field="approval-count">
                      {waiting}
                    </span>
                    <span class="visually-hidden">{t('nav.waiting', { count: waiting })}</span>
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <main id="main" tabIndex={-1}>
        {door?.name === 'consent' ? (
          <ConsentPage requestId={door.requestId} session={session} />
        ) : session ? (
          <Page session={session} key={route} />
        ) : (
          <SignInPage />
        )}
      </main>
    </>
  );
}

function LanguageSwitch() {
  const { t, language } = useI18n();
  return (
    <p class="language">
      <label for="language">{t('app.language')}</label>{' '}
      <select id="language" value={language} onChange={(event) => setLanguage(event.currentTarget.value as Language)}>
        {Object.keys(LANGUAGES).map((code) => (
          <option key={code} value={code} lang={code}>
            {code === 'de' ? 'Deutsch' : 'English'}
          </option>
        ))}
      </select>
    </p>
  );
}
