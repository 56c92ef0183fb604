import type { Schema } from '@marketplace/sdk';
import { useState } from 'preact/hooks';
import { dateTime } from '../format.ts';
import { useI18n } from '../i18n.ts';
import { api } from '../session.ts';
import { DataTable, type Column } from '../ui/data-table.tsx';
import { LoadedView } from '../ui/loaded-view.tsx';
import { ErrorNotice } from '../ui/notice.tsx';
import { Section } from '../ui/section.tsx';
import { useAction } from '../ui/use-action.ts';
import type { Loaded } from '../ui/use-load.ts';

type Agent = Schema<'Agent'>;

/** The agents that act for the account, with the keys bound to them; register one. */
export function AgentsSection({ agents }: { agents: Loaded<readonly Agent[]> }) {
  const { t, language } = useI18n();
  const create = useAction();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const columns: Column<Agent>[] = [
    { header: t('agents.name'), cell: (agent) => agent.name },
    { header: t('agents.description'), cell: (agent) => agent.description ?? '—' },
    { header: t('agents.keys'), cell: (agent) => String(agent.keyIds.length), field: 'keys' },
    { header: t('agents.created'), cell: (agent) => dateTime(language, agent.createdAt) },
  ];
  return (
    <Section id="agents" title={t('agents.title')}>
      <p>{t('agents.intro')}</p>
      <LoadedView loaded={agents} empty={t('agents.none')}>
        {(rows) => (
          <DataTable
            caption={t('agents.title')}
            columns={columns}
            rows={rows}
            rowKey={{ name: 'agent-id', of: (agent) => agent.id }}
          />
        )}
      </LoadedView>
      <form
        aria-labelledby="create-agent-heading"
        onSubmit={(event) => {
          event.preventDefault();
          void create.run(async () => {
            await api.createAgent({
              body: { name, ...(description.trim() ? { description: description.trim() } : {}) },
            });
            setName('');
            setDescription('');
            agents.reload();
          });
        }}
      >
        <h3 id="create-agent-heading">{t('agents.create')}</h3>
        <label for="agent-name">{t('agents.name')}</label>
        <input id="agent-name" required maxLength={120} value={name} onInput={(e) => setName(e.currentTarget.value)} />
        <label for="agent-description">{t('agents.description')}</label>
        <input
          id="agent-description"
          maxLength={2000}
          value={description}
          onInput={(e) => setDescription(e.currentTarget.value)}
        />
        <button type="submit" disabled={create.busy}>
          {t('agents.createSubmit')}
        </button>
        <ErrorNotice error={create.error} />
      </form>
    </Section>
  );
}
