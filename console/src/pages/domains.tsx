import type { Schema } from '@marketplace/sdk';
import { useState } from 'preact/hooks';
import { dateTime } from '../format.ts';
import { useI18n, type MessageKey } from '../i18n.ts';
import { api } from '../session.ts';
import { DataTable, type Column } from '../ui/data-table.tsx';
import { LoadedView } from '../ui/loaded-view.tsx';
import { ErrorNotice, StatusNotice } from '../ui/notice.tsx';
import { Section } from '../ui/section.tsx';
import { useAction } from '../ui/use-action.ts';
import { all, useLoad } from '../ui/use-load.ts';

type Domain = Schema<'Domain'>;

/** The account's domains: add one, publish its proof (DNS or a file), verify it, remove it. */
export function DomainsPage() {
  const { t, language } = useI18n();
  const domains = useLoad(() => all(api.paginate.listDomains({ limit: 100 })));
  const step = useAction();
  const [name, setName] = useState('');
  const act = (work: () => Promise<string>) =>
    step.run(async () => {
      const text = await work();
      domains.reload();
      return text;
    });
  const columns: Column<Domain>[] = [
    { header: t('domains.domain'), cell: (domain) => domain.domain },
    {
      header: t('domains.status'),
      field: 'status',
      cell: (domain) => t(`domains.status.${domain.status}` as MessageKey),
    },
    {
      header: t('domains.proof'),
      cell: (domain) => (
        <>
          <p>
            {t('domains.dns')} <code>{domain.proof.dns.name}</code> TXT <code>{domain.proof.dns.value}</code>
          </p>
          <p>
            {t('domains.http')} <code>{domain.proof.http.url}</code>: <code>{domain.proof.http.body}</code>
          </p>
        </>
      ),
    },
    { header: t('domains.verifiedAt'), cell: (domain) => dateTime(language, domain.verifiedAt) },
    {
      header: t('domains.actions'),
      cell: (domain) => (
        <div class="actions">
          <button
            type="button"
            disabled={step.busy}
            aria-label={t('domains.verifyNamed', { domain: domain.domain })}
            onClick={() =>
              void act(async () => {
                const checked = await api.verifyDomain({ id: domain.id });
                return t(checked.verified ? 'domains.verified' : 'domains.notYet', { domain: domain.domain });
              })
            }
          >
            {t('domains.verify')}
          </button>
          <button
            type="button"
            class="danger"
            disabled={step.busy}
            aria-label={t('domains.removeNamed', { domain: domain.domain })}
            onClick={() =>
              void act(async () => {
                await api.deleteDomain({ id: domain.id });
                return t('domains.removed', { domain: domain.domain });
              })
            }
          >
            {t('domains.remove')}
          </button>
        </div>
      ),
    },
  ];
  return (
    <>
      <h1>{t('domains.title')}</h1>
      <p>{t('domains.intro')}</p>
      <form
        aria-labelledby="add-domain-heading"
        onSubmit={(event) => {
          event.preventDefault();
          void act(async () => {
            const added = await api.createDomain({ body: { domain: name.trim() } });
            setName('');
            return t('domains.added', { domain: added.domain });
          });
        }}
      >
        <h2 id="add-domain-heading">{t('domains.add')}</h2>
        <label for="domain-name">{t('domains.domain')}</label>
        <input id="domain-name" required value={name} onInput={(event) => setName(event.currentTarget.value)} />
        <button type="submit" class="primary" disabled={step.busy}>
          {t('domains.addSubmit')}
        </button>
      </form>
      <ErrorNotice error={step.error} />
      <StatusNotice text={step.done} />
      <Section id="domain-list" title={t('domains.list')}>
        <LoadedView loaded={domains} empty={t('domains.none')}>
          {(rows) => (
            <DataTable
              caption={t('domains.list')}
              columns={columns}
              rows={rows}
              rowKey={{ name: 'domain-id', of: (domain) => domain.id }}
            />
          )}
        </LoadedView>
      </Section>
    </>
  );
}
