import type { Schema } from '@marketplace/sdk';
import { dateTime, money } from '../format.ts';
import { useI18n, type MessageKey } from '../i18n.ts';
import { api, type Session } from '../session.ts';
import { DataTable, type Column } from '../ui/data-table.tsx';
import { LoadedView } from '../ui/loaded-view.tsx';
import { ErrorNotice, StatusNotice } from '../ui/notice.tsx';
import { useAction } from '../ui/use-action.ts';
import { all, useLoad } from '../ui/use-load.ts';

type Deal = Schema<'Deal'>;
type Approval = Schema<'ApprovalRequest'>;

interface DealRow {
  deal: Deal;
  /** The approval the deal waits at, with its status and deadline. */
  gate: Approval | undefined;
}

/** The next money step this human may take on the deal, if any. */
type Step = 'fund' | 'release' | 'requestFund' | 'requestRelease';

function nextStep({ deal, gate }: DealRow, myId: string): Step | undefined {
  if (deal.buyerId !== myId) return undefined;
  const allowed = deal.allowedOperations ?? [];
  if (deal.status === 'approved' && allowed.includes('fundDeal')) return 'fund';
  if (deal.status === 'proposed')
    return gate?.action === 'fund' ? (gate.status === 'approved' ? 'fund' : undefined) : 'requestFund';
  if (allowed.includes('confirmDealRelease'))
    return gate?.action === 'release' ? (gate.status === 'approved' ? 'release' : undefined) : 'requestRelease';
  return undefined;
}

export function DealsPage({ session }: { session: Session }) {
  const { t, language } = useI18n();
  const myId = session.me.account.id;
  const step = useAction();
  const deals = useLoad(async () => {
    const list = await all(api.paginate.listDeals({ limit: 50 }), 100);
    return Promise.all(
      list.map(async (deal): Promise<DealRow> => ({
        deal,
        gate: deal.pendingApprovalId ? await api.getApproval({ id: deal.pendingApprovalId }) : undefined,
      })),
    );
  });

  const take = (row: DealRow, which: Step) =>
    step.run(async () => {
      const { deal, gate } = row;
      if (which === 'fund') {
        if (deal.status === 'proposed' && gate)
          await api.applyDealApproval({ id: deal.id, body: { approvalId: gate.id } });
        await api.fundDeal({ id: deal.id, body: {} });
      } else if (which === 'release') {
        await api.confirmDealRelease({ id: deal.id });
      } else {
        await api.requestDealApproval({ id: deal.id, body: { action: which === 'requestFund' ? 'fund' : 'release' } });
      }
      deals.reload();
      return t(`deals.done.${which}` as MessageKey, { title: deal.title });
    });

  const columns: Column<DealRow>[] = [
    { header: t('deals.deal'), cell: ({ deal }) => <DealTitle deal={deal} /> },
    { header: t('deals.role'), cell: ({ deal }) => t(deal.buyerId === myId ? 'deals.buyer' : 'deals.seller') },
    { header: t('deals.amount'), cell: ({ deal }) => money(language, deal.amount, deal.currency) },
    { header: t('deals.status'), cell: ({ deal }) => deal.status, field: 'status' },
    {
      header: t('deals.gate'),
      cell: ({ gate }) => (gate ? `${t(`approvals.action.${gate.action}` as MessageKey)}: ${gate.status}` : '—'),
    },
    { header: t('deals.deadline'), cell: ({ gate }) => dateTime(language, gate?.expiresAt) },
    {
      header: t('deals.next'),
      cell: (row) => {
        const which = nextStep(row, myId);
        return which ? (
          <button
            type="button"
            class={which === 'fund' || which === 'release' ? 'primary' : ''}
            disabled={step.busy}
            onClick={() => void take(row, which)}
          >
            {t(`deals.step.${which}` as MessageKey)}
          </button>
        ) : (
          '—'
        );
      },
    },
  ];

  return (
    <>
      <h1>{t('deals.title')}</h1>
      <ErrorNotice error={step.error} />
      <StatusNotice text={step.done} />
      <LoadedView loaded={deals} empty={t('deals.none')}>
        {(rows) => (
          <DataTable
            caption={t('deals.title')}
            columns={columns}
            rows={rows}
            rowKey={{ name: 'deal-id', of: (row) => row.deal.id }}
          />
        )}
      </LoadedView>
    </>
  );
}

function DealTitle({ deal }: { deal: Deal }) {
  return (
    <>
      {deal.title} <span class="id">({deal.id})</span>
    </>
  );
}
