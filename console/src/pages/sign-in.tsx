import { useEffect, useState } from 'preact/hooks';
import { useI18n } from '../i18n.ts';
import { hereAsContinuation, requestLink, signInByArrival, takeArrival } from '../magic-link.ts';
import { api, startSession } from '../session.ts';
import { ErrorNotice, StatusNotice } from '../ui/notice.tsx';
import { useAction } from '../ui/use-action.ts';

/**
 * Password or magic link; a link asked for here leads back to `continueTo` (default: the page shown now). The
 * console's own address is where its magic links point: a token in it is redeemed at once.
 */
export function SignInPage({ continueTo = hereAsContinuation() }: { continueTo?: string }) {
  const { t } = useI18n();
  const password = useAction();
  const magic = useAction();
  const code = useAction();
  const [email, setEmail] = useState('');
  const [secret, setSecret] = useState('');
  const [linkEmail, setLinkEmail] = useState('');
  const [linkToken, setLinkToken] = useState('');

  const [arriving, setArriving] = useState(false);

  useEffect(() => {
    const arrival = takeArrival();
    if (!arrival) return;
    setArriving(true);
    void code.run(() => signInByArrival(arrival)).finally(() => setArriving(false));
  }, []);

  return (
    <div class="sign-in">
      <h1>{t('signIn.title')}</h1>
      {arriving ? <StatusNotice text={t('magic.signingIn')} /> : null}
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
              await requestLink(linkEmail, continueTo);
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
