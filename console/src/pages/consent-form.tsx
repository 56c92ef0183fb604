import type { Schema } from '@marketplace/sdk';
import { useState } from 'preact/hooks';
import { dateTime } from '../format.ts';
import { useI18n, type MessageKey } from '../i18n.ts';
import { api } from '../session.ts';
import { ErrorNotice, StatusNotice } from '../ui/notice.tsx';
import { useAction } from '../ui/use-action.ts';

type ConsentRequest = Schema<'OAuthConsentRequest'>;
type ScopeName = ConsentRequest['scopes'][number]['scope'];

/** A client_id that is a URL names a client metadata document; registered clients have an `ocl_` id. */
function registeredBy(clientId: string): 'metadata' | 'dynamic' {
  return /^https?:\/\//.test(clientId) ? 'metadata' : 'dynamic';
}

function resourceKind(resource: string): 'mcp' | 'rest' {
  return new URL(resource).pathname === '/mcp' ? 'mcp' : 'rest';
}

/** What a pending request asks for, in plain words; allow (perhaps fewer scopes) or deny, then back to the client. */
export function ConsentForm({ request }: { request: ConsentRequest }) {
  const { t, language } = useI18n();
  const decide = useAction();
  const [granted, setGranted] = useState(() => new Set(request.scopes.map((entry) => entry.scope)));
  const host = new URL(request.redirectUri).host;
  const name = request.client.name ?? t('consent.unnamed');

  function submit(decision: 'approve' | 'deny') {
    void decide.run(async () => {
      const scopes = request.scopes.map((entry) => entry.scope).filter((scope) => granted.has(scope));
      const body = decision === 'approve' ? { decision, scopes } : { decision };
      const result = await api.decideOAuthConsentRequest({ id: request.id, body });
      location.assign(result.redirectUrl);
      return t(decision === 'approve' ? 'consent.approved' : 'consent.denied', { host });
    });
  }

  const toggle = (scope: ScopeName, on: boolean) =>
    setGranted((previous) => {
      const next = new Set(previous);
      if (on) next.add(scope);
      else next.delete(scope);
      return next;
    });

  return (
    <form
      class="card consent"
      aria-labelledby="consent-heading"
      onSubmit={(event) => {
        event.preventDefault();
        submit('approve');
      }}
    >
      <h1 id="consent-heading">{t('consent.title', { client: name })}</h1>
      <dl>
        <dt>{t('consent.client')}</dt>
        <dd data-field="client">
          {name} <span class="id">({request.client.id})</span>
        </dd>
        <dt>{t('consent.redirectHost')}</dt>
        <dd data-field="redirect-host">{host}</dd>
        <dt>{t('consent.registration')}</dt>
        <dd data-field="registration">{t(`consent.registration.${registeredBy(request.client.id)}`)}</dd>
        <dt>{t('consent.resource')}</dt>
        <dd data-field="resource">
          {t(`consent.resource.${resourceKind(request.resource)}`)} <span class="id">({request.resource})</span>
        </dd>
      </dl>
      <p class="outcome" data-field="money">
        {t('consent.money')}
      </p>
      <fieldset>
        <legend>{t('consent.scopes')}</legend>
        <p class="id">{t('consent.scopesHelp')}</p>
        {request.scopes.map(({ scope }) => (
          <label key={scope} class="scope">
            <input
              type="checkbox"
              name="scope"
              value={scope}
              checked={granted.has(scope)}
              onChange={(event) => toggle(scope, event.currentTarget.checked)}
            />{' '}
            {t(`scope.${scope}` as MessageKey)} <code>{scope}</code>
          </label>
        ))}
      </fieldset>
      <p class="id">{t('consent.expires', { at: dateTime(language, request.expiresAt) })}</p>
      <div class="actions">
        <button type="submit" disabled={decide.busy || decide.done !== undefined || granted.size === 0}>
          {t('consent.approve')}
        </button>
        <button type="button" disabled={decide.busy || decide.done !== undefined} onClick={() => submit('deny')}>
          {t('consent.deny')}
        </button>
      </div>
      {granted.size === 0 ? <p class="id">{t('consent.noScope')}</p> : null}
      <ErrorNotice error={decide.error} />
      <StatusNotice text={decide.done} />
    </form>
  );
}
