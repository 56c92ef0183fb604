import type { Input, Schema } from '@marketplace/sdk';
import { useState } from 'preact/hooks';
import { dateTime, minorUnits, money } from '../format.ts';
import { useI18n } from '../i18n.ts';
import { api } from '../session.ts';
import { DataTable, type Column } from '../ui/data-table.tsx';
import { LoadedView } from '../ui/loaded-view.tsx';
import { ErrorNotice, StatusNotice } from '../ui/notice.tsx';
import { Section } from '../ui/section.tsx';
import { AgentsSection } from './agents-section.tsx';
import { useAction } from '../ui/use-action.ts';
import { all, useLoad } from '../ui/use-load.ts';

type ScopeName = Input<'createApiKey'>['body']['scopes'][number];
type CreatedKey = Schema<'ApiKeyWithSecret'>;
type Currency = Schema<'CurrencyCode'>;
type ApiKey = Schema<'ApiKey'>;
type Agent = Schema<'Agent'>;

/** The account's API keys and agents: create a key with scopes, a spending policy and an agent (its secret shown once), revoke one. */
export function ApiKeysPage() {
  const { t, language } = useI18n();
  const keys = useLoad(() => all(api.paginate.listApiKeys({ limit: 100 })));
  const scopes = useLoad(() => api.listApiKeyScopes());
  const agents = useLoad(() => all(api.paginate.listAgents({ limit: 100 })));
  const revoke = useAction();
  const [created, setCreated] = useState<CreatedKey | undefined>(undefined);
  const agentName = (id: string | null | undefined) =>
    id ? (agents.data?.find((agent) => agent.id === id)?.name ?? id) : '—';
  const columns: Column<ApiKey>[] = [
    { header: t('keys.name'), cell: (key) => key.name },
    { header: t('keys.prefix'), cell: (key) => <code>{key.prefix}…</code> },
    { header: t('keys.agent'), cell: (key) => agentName(key.agentId), field: 'agent' },
    { header: t('keys.scopes'), cell: (key) => key.scopes.join(', ') },
    {
      header: t('keys.policy'),
      field: 'policy',
      cell: (key) =>
        key.spendingPolicy
          ? t('keys.policyText', {
              perDeal: money(language, key.spendingPolicy.perDeal, key.spendingPolicy.currency),
              perDay: money(language, key.spendingPolicy.perDay, key.spendingPolicy.currency),
            })
          : t('keys.noPolicy'),
    },
    { header: t('keys.lastUsed'), cell: (key) => dateTime(language, key.lastUsedAt) },
    {
      header: t('keys.state'),
      field: 'state',
      cell: (key) =>
        key.revokedAt ? (
          t('keys.revokedAt', { at: dateTime(language, key.revokedAt) })
        ) : (
          <button
            type="button"
            class="danger"
            disabled={revoke.busy}
            aria-label={t('keys.revokeNamed', { name: key.name })}
            onClick={() =>
              void revoke.run(async () => {
                await api.revokeApiKey({ id: key.id });
                keys.reload();
                agents.reload();
                return t('keys.revoked', { name: key.name });
              })
            }
          >
            {t('keys.revoke')}
          </button>
        ),
    },
  ];
  return (
    <>
      <h1>{t('keys.title')}</h1>
      {created ? (
        <section class="card" aria-labelledby="secret-heading">
          <h2 id="secret-heading">{t('keys.secretTitle', { name: created.name })}</h2>
          <p>{t('keys.secretOnce')}</p>
          <output class="secret" aria-label={t('keys.secret')} data-field="secret">
            {created.secret}
          </output>
          <p>
            <button type="button" onClick={() => setCreated(undefined)}>
              {t('keys.secretStored')}
            </button>
          </p>
        </section>
      ) : null}
      <CreateKeyForm
        scopes={scopes.data ?? []}
        agents={agents.data ?? []}
        onCreated={(key) => {
          setCreated(key);
          keys.reload();
          agents.reload();
        }}
      />
      <Section id="key-list" title={t('keys.list')}>
        <ErrorNotice error={scopes.error ?? revoke.error} />
        <StatusNotice text={revoke.done} />
        <LoadedView loaded={keys} empty={t('keys.none')}>
          {(rows) => (
            <DataTable
              caption={t('keys.list')}
              columns={columns}
              rows={rows}
              rowKey={{ name: 'key-id', of: (key) => key.id }}
            />
          )}
        </LoadedView>
      </Section>
      <AgentsSection agents={agents} />
    </>
  );
}

function CreateKeyForm({
  scopes,
  agents,
  onCreated,
}: {
  scopes: Schema<'Scope'>[];
  agents: readonly Agent[];
  onCreated: (key: CreatedKey) => void;
}) {
  const { t } = useI18n();
  const create = useAction();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<ScopeName[]>([]);
  const [perDeal, setPerDeal] = useState('');
  const [perDay, setPerDay] = useState('');
  const [currency, setCurrency] = useState('EUR');
  const [agentId, setAgentId] = useState('');
  const toggle = (scope: ScopeName, on: boolean) =>
    setChosen((current) => (on ? [...current, scope] : current.filter((other) => other !== scope)));
  return (
    <form
      aria-labelledby="create-key-heading"
      onSubmit={(event) => {
        event.preventDefault();
        void create.run(async () => {
          // A half-filled policy or an unknown currency goes to the service as typed (0 for a missing limit): it names the field it refuses.
          const spendingPolicy =
            perDeal !== '' || perDay !== ''
              ? {
                  perDeal: minorUnits(perDeal, currency) ?? 0,
                  perDay: minorUnits(perDay, currency) ?? 0,
                  currency: currency as Currency,
                }
              : undefined;
          onCreated(
            await api.createApiKey({
              body: {
                name,
                scopes: chosen,
                ...(spendingPolicy ? { spendingPolicy } : {}),
                ...(agentId ? { agentId } : {}),
              },
            }),
          );
          setName('');
          setChosen([]);
        });
      }}
    >
      <h2 id="create-key-heading">{t('keys.create')}</h2>
      <label for="key-name">{t('keys.name')}</label>
      <input
        id="key-name"
        required
        maxLength={100}
        value={name}
        onInput={(event) => setName(event.currentTarget.value)}
      />
      <label for="key-agent">{t('keys.agent')}</label>
      <select id="key-agent" value={agentId} onChange={(event) => setAgentId(event.currentTarget.value)}>
        <option value="">{t('keys.noAgent')}</option>
        {agents.map((agent) => (
          <option key={agent.id} value={agent.id}>
            {agent.name}
          </option>
        ))}
      </select>
      <fieldset>
        <legend>{t('keys.scopes')}</legend>
        {scopes.map((scope) => (
          <label class="inline" key={scope.scope}>
            <input
              type="checkbox"
              checked={chosen.includes(scope.scope)}
              onChange={(event) => toggle(scope.scope, event.currentTarget.checked)}
            />
            <code>{scope.scope}</code> <span>{scope.description}</span>
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('keys.policy')}</legend>
        <p>{t('keys.policyHelp')}</p>
        <label for="per-deal">{t('keys.perDeal')}</label>
        <input
          id="per-deal"
          type="number"
          min="0.01"
          step="0.01"
          value={perDeal}
          onInput={(event) => setPerDeal(event.currentTarget.value)}
        />
        <label for="per-day">{t('keys.perDay')}</label>
        <input
          id="per-day"
          type="number"
          min="0.01"
          step="0.01"
          value={perDay}
          onInput={(event) => setPerDay(event.currentTarget.value)}
        />
        <label for="policy-currency">{t('keys.currency')}</label>
        <input
          id="policy-currency"
          maxLength={3}
          pattern="[A-Z]{3}"
          value={currency}
          onInput={(event) => setCurrency(event.currentTarget.value.toUpperCase())}
        />
      </fieldset>
      <button type="submit" class="primary" disabled={create.busy}>
        {t('keys.createSubmit')}
      </button>
      <ErrorNotice error={create.error} />
    </form>
  );
}
