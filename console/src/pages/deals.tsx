import type { Schema } from '@marketplace/sdk';
import { dateTime, money } from '../format.ts';
import { useI18n, type MessageKey } from '../i18n.ts';
import { api, type Session } from '../session.ts';
import { ErrorNotice, Loading, StatusNotice } from '../ui/notice.tsx';
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

  return (
    <>
      <h1>{t('deals.title')}</h1>
      <Loading loading={deals.loading} />
      <ErrorNotice error={deals.error ?? step.error} />
      <StatusNotice text={step.done} />
      {deals.data?.length === 0 ? <p>{t('deals.none')}</p> : null}
      {deals.data?.length ? (
        <table>
          <caption class="visually-hidden">{t('deals.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('deals.deal')}</th>
              <th scope="col">{t('deals.role')}</th>
              <th scope="col">{t('deals.amount')}</th>
              <th scope="col">{t('deals.status')}</th>
              <th scope="col">{t('deals.gate')}</th>
              <th scope="col">{t('deals.deadline')}</th>
              <th scope="col">{t('deals.next')}</th>
            </tr>
          </thead>
          <tbody>
            {deals.data.map((row) => {
              const which = nextStep(row, myId);
              return (
                <tr key={row.deal.id} data-deal-id={row.deal.id}>
                  <th scope="row">
                    {row.deal.title} <span class="id">({row.deal.id})</span>
                  </th>
                  <td>{t(row.deal.buyerId === myId ? 'deals.buyer' : 'deals.seller')}</td>
                  <td>{money(language, row.deal.amount, row.deal.currency)}</td>
                  <td data-field="status">{row.deal.status}</td>
                  <td>
                    {row.gate ? `${t(`approvals.action.${row.gate.action}` as MessageKey)}: ${row.gate.status}` : '—'}
                  </td>
                  <td>{dateTime(language, row.gate?.expiresAt)}</td>
                  <td>
                    {which ? (
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
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
    </>
  );
}
