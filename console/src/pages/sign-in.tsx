import { MarketplaceError } from '@marketplace/sdk';
import { useEffect, useState } from 'preact/hooks';
import { useI18n } from '../i18n.ts';
import { api, startSession } from '../session.ts';
import { ErrorNotice, StatusNotice } from '../ui/notice.tsx';
import { useAction } from '../ui/use-action.ts';

/**
 * Takes a magic link's token out of the address at once (so it stays in no history entry, bookmark or Referer)
 * and answers it; the console's own address is where its magic links point.
 */
function takeMagicLinkToken(): string | undefined {
  const url = new URL(location.href);
  const token = url.searchParams.get('token') ?? undefined;
  if (token) {
    url.searchParams.delete('token');
    history.replaceState(null, '', url.pathname + url.search + url.hash);
  }
  return token;
}

/**
 * Asks for a link back to the console; where the service does not allow the console's origin as a redirect
 * (SIGN_IN_REDIRECT_ORIGINS), the link goes to the website's page and the person pastes the code the mail shows.
 */
async function requestLink(email: string): Promise<void> {
  try {
    await api.requestMagicLink({ body: { email, redirectUrl: `${location.origin}/console/` } });
  } catch (error) {
    if (!(error instanceof MarketplaceError && error.field === 'body.redirectUrl')) throw error;
    await api.requestMagicLink({ body: { email } });
  }
}

export function SignInPage() {
  const { t } = useI18n();
  const password = useAction();
  const magic = useAction();
  const code = useAction();
  const [email, setEmail] = useState('');
  const [secret, setSecret] = useState('');
  const [linkEmail, setLinkEmail] = useState('');
  const [linkToken, setLinkToken] = useState('');

  useEffect(() => {
    const token = takeMagicLinkToken();
    if (token) void code.run(async () => startSession((await api.verifyMagicLink({ body: { token } })).token));
  }, []);

  return (
    <div class="sign-in">
      <h1>{t('signIn.title')}</h1>
      <section aria-labelledby="password-heading">
        <h2 id="password-heading">{t('signIn.withPassword')}</h2>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void password.run(async () => startSession((await api.login({ body: { email, password: secret } })).token));
          }}
        >
          <label for="email">{t('signIn.email')}</label>
          <input
            id="email"
            name="email"
            type="email"
            autocomplete="username"
            required
            value={email}
            onInput={(event) => setEmail(event.currentTarget.value)}
          />
          <label for="password">{t('signIn.password')}</label>
          <input
            id="password"
            name="password"
            type="password"
            autocomplete="current-password"
            required
            value={secret}
            onInput={(event) => setSecret(event.currentTarget.value)}
          />
          <button type="submit" disabled={password.busy}>
            {t('signIn.submit')}
          </button>
          <ErrorNotice error={password.error} />
        </form>
      </section>
      <section aria-labelledby="magic-heading">
        <h2 id="magic-heading">{t('signIn.withLink')}</h2>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void magic.run(async () => {
              await requestLink(linkEmail);
              return t('signIn.linkSent');
            });
          }}
        >
          <label for="link-email">{t('signIn.email')}</label>
          <input
            id="link-email"
            type="email"
            autocomplete="email"
            required
            value={linkEmail}
            onInput={(event) => setLinkEmail(event.currentTarget.value)}
          />
          <button type="submit" disabled={magic.busy}>
            {t('signIn.sendLink')}
          </button>
          <ErrorNotice error={magic.error} />
          <StatusNotice text={magic.done} />
        </form>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void code.run(async () =>
              startSession((await api.verifyMagicLink({ body: { token: linkToken.trim() } })).token),
            );
          }}
        >
          <label for="link-token">{t('signIn.linkCode')}</label>
          <input
            id="link-token"
            type="password"
            autocomplete="one-time-code"
            required
            value={linkToken}
            onInput={(event) => setLinkToken(event.currentTarget.value)}
          />
          <button type="submit" disabled={code.busy}>
            {t('signIn.useCode')}
          </button>
          <ErrorNotice error={code.error} />
        </form>
      </section>
    </div>
  );
}
