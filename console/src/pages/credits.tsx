import type { Schema } from '@marketplace/sdk';
import { useState } from 'preact/hooks';
import { dateTime, money } from '../format.ts';
import { useI18n } from '../i18n.ts';
import { api } from '../session.ts';
import { DataTable, type Column } from '../ui/data-table.tsx';
import { LoadedView } from '../ui/loaded-view.tsx';
import { ErrorNotice, Loading, StatusNotice } from '../ui/notice.tsx';
import { Section } from '../ui/section.tsx';
import { useAction } from '../ui/use-action.ts';
import { all, useLoad } from '../ui/use-load.ts';

type LedgerEntry = Schema<'LedgerEntry'>;

/** 10 credits per euro, as `createCreditTopUp` prices them. */
const CENTS_PER_CREDIT = 10;

/** The credit balance, its ledger, and a top-up that a human session pays at once. */
export function CreditsPage() {
  const { t, language } = useI18n();
  const balance = useLoad(() => api.getCreditBalance());
  const ledger = useLoad(() => all(api.paginate.listLedgerEntries({ limit: 50 }), 100));
  const topUp = useAction();
  const [credits, setCredits] = useState('100');
  const columns: Column<LedgerEntry>[] = [
    { header: t('credits.when'), cell: (entry) => dateTime(language, entry.createdAt) },
    { header: t('credits.kind'), cell: (entry) => entry.kind, field: 'kind' },
    { header: t('credits.change'), cell: (entry) => (entry.credits > 0 ? `+${entry.credits}` : String(entry.credits)) },
    { header: t('credits.balanceAfter'), cell: (entry) => String(entry.balanceAfter) },
    { header: t('credits.reason'), cell: (entry) => entry.reason ?? '—' },
  ];
  const count = Number(credits);
  return (
    <>
      <h1>{t('credits.title')}</h1>
      <Loading loading={balance.loading} />
      <ErrorNotice error={balance.error} />
      {balance.data ? (
        <p class="balance" data-field="balance">
          {t('credits.balance', { credits: balance.data.balance })}
        </p>
      ) : null}
      <form
        aria-labelledby="top-up-heading"
        onSubmit={(event) => {
          event.preventDefault();
          void topUp.run(async () => {
            const done = await api.createCreditTopUp({ body: { credits: count } });
            balance.reload();
            ledger.reload();
            return t(done.processor.sandbox ? 'credits.toppedUpSandbox' : 'credits.toppedUp', {
              credits: done.credits,
              status: done.status,
            });
          });
        }}
      >
        <h2 id="top-up-heading">{t('credits.topUp')}</h2>
        <label for="top-up-credits">{t('credits.credits')}</label>
        <input
          id="top-up-credits"
          type="number"
          min="1"
          max="100000"
          step="1"
          required
          value={credits}
          onInput={(event) => setCredits(event.currentTarget.value)}
        />
        <p>
          {Number.isInteger(count) && count > 0
            ? t('credits.price', { price: money(language, count * CENTS_PER_CREDIT, 'EUR') })
            : null}
        </p>
        <button type="submit" class="primary" disabled={topUp.busy}>
          {t('credits.topUpSubmit')}
        </button>
        <ErrorNotice error={topUp.error} />
        <StatusNotice text={topUp.done} />
      </form>
      <Section id="ledger" title={t('credits.ledger')}>
        <LoadedView loaded={ledger} empty={t('credits.noEntries')}>
          {(rows) => (
            <DataTable
              caption={t('credits.ledger')}
              columns={columns}
              rows={rows}
              rowKey={{ name: 'entry-id', of: (entry) => entry.id }}
            />
          )}
        </LoadedView>
      </Section>
    </>
  );
}
