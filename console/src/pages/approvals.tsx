import { useState } from 'preact/hooks';
import { dateTime, money } from '../format.ts';
import { useI18n, type MessageKey } from '../i18n.ts';
import { api, type Session } from '../session.ts';
import { ErrorNotice, Loading, StatusNotice } from '../ui/notice.tsx';
import { useAction } from '../ui/use-action.ts';
import { all, useLoad } from '../ui/use-load.ts';
import { approvalDetails, type ApprovalDetails } from './approval-details.ts';

const OUTCOME: Record<ApprovalDetails['approval']['action'], MessageKey> = {
  fund: 'approvals.outcome.fund',
  release: 'approvals.outcome.release',
  refund: 'approvals.outcome.refund',
  resolve_dispute: 'approvals.outcome.resolve_dispute',
  pay_reward: 'approvals.outcome.pay_reward',
  top_up: 'approvals.outcome.top_up',
};

/** The approvals waiting for this human, each with exactly what approving it will do. */
export function ApprovalsPage({ session }: { session: Session }) {
  const { t } = useI18n();
  const myId = session.me.account.id;
  const [announcement, setAnnouncement] = useState<string | undefined>(undefined);
  const pending = useLoad(async () => {
    const approvals = await all(api.paginate.listApprovals({ status: 'pending' }));
    return Promise.all(
      approvals
        .filter((approval) => approval.approverAccountId === myId)
        .map((approval) => approvalDetails(approval, myId)),
    );
  });
  return (
    <>
      <h1>{t('approvals.title')}</h1>
      <p>{t('approvals.intro')}</p>
      <Loading loading={pending.loading} />
      <ErrorNotice error={pending.error} />
      <StatusNotice text={announcement} />
      {pending.data?.length === 0 ? <p>{t('approvals.none')}</p> : null}
      <ul class="cards" aria-label={t('approvals.title')}>
        {pending.data?.map((details) => (
          <li key={details.approval.id}>
            <ApprovalCard
              details={details}
              onDecided={(text) => {
                setAnnouncement(text);
                pending.reload();
              }}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

function ApprovalCard({ details, onDecided }: { details: ApprovalDetails; onDecided: (text: string) => void }) {
  const { t, language } = useI18n();
  const { approval, counterparty, agent, subjectTitle } = details;
  const decision = useAction();
  const [comment, setComment] = useState('');
  const amount =
    approval.amount !== undefined && approval.currency ? money(language, approval.amount, approval.currency) : '—';
  const counterpartyName = counterparty ? (counterparty.name ?? counterparty.id) : '—';
  const headingId = `approval-${approval.id}`;
  const decide = (approve: boolean) =>
    decision.run(async () => {
      const body = comment.trim() ? { comment: comment.trim() } : {};
      if (approve) await api.approveApproval({ id: approval.id, body });
      else await api.rejectApproval({ id: approval.id, body });
      onDecided(t(approve ? 'approvals.approved' : 'approvals.rejected', { amount }));
    });
  return (
    <article class="card approval" aria-labelledby={headingId} data-approval-id={approval.id}>
      <h2 id={headingId}>
        {t(`approvals.action.${approval.action}` as MessageKey)}: {amount}
      </h2>
      <p class="outcome">{t(OUTCOME[approval.action], { amount, counterparty: counterpartyName })}</p>
      <dl>
        <dt>{t('approvals.amount')}</dt>
        <dd data-field="amount">{amount}</dd>
        <dt>{t('approvals.currency')}</dt>
        <dd data-field="currency">{approval.currency ?? '—'}</dd>
        <dt>{t('approvals.counterparty')}</dt>
        <dd data-field="counterparty">
          {counterpartyName}
          {counterparty?.name ? <span class="id"> ({counterparty.id})</span> : null}
        </dd>
        <dt>{t(approval.subject.kind === 'claim' ? 'approvals.claim' : 'approvals.deal')}</dt>
        <dd data-field="deal">
          {subjectTitle ?? '—'} <span class="id">({approval.subject.id})</span>
        </dd>
        <dt>{t('approvals.agent')}</dt>
        <dd data-field="agent">
          {agent ? `${agent.name ?? t('approvals.agentUnnamed')} (${agent.id})` : t('approvals.noAgent')}
        </dd>
        {approval.note ? (
          <>
            <dt>{t('approvals.note')}</dt>
            <dd data-field="note">{approval.note}</dd>
          </>
        ) : null}
        <dt>{t('approvals.requestedAt')}</dt>
        <dd>{dateTime(language, approval.requestedAt)}</dd>
        <dt>{t('approvals.expiresAt')}</dt>
        <dd data-field="expires">{dateTime(language, approval.expiresAt)}</dd>
      </dl>
      <label for={`comment-${approval.id}`}>{t('approvals.comment')}</label>
      <input
        id={`comment-${approval.id}`}
        value={comment}
        maxLength={500}
        onInput={(event) => setComment(event.currentTarget.value)}
      />
      <div class="actions">
        <button type="button" class="primary" disabled={decision.busy} onClick={() => void decide(true)}>
          {t('approvals.approve')}
        </button>
        <button type="button" class="danger" disabled={decision.busy} onClick={() => void decide(false)}>
          {t('approvals.reject')}
        </button>
      </div>
      <ErrorNotice error={decision.error} />
    </article>
  );
}
