import { useState } from 'preact/hooks';
import { dateTime, money } from '../format.ts';
import { useI18n, type MessageKey } from '../i18n.ts';
import { api, type Session } from '../session.ts';
import { approvalsChanged, approvalsWaitingFor } from '../approval-count.ts';
import { CardList } from '../ui/card-list.tsx';
import { Definitions } from '../ui/definitions.tsx';
import { LoadedView } from '../ui/loaded-view.tsx';
import { ErrorNotice, StatusNotice } from '../ui/notice.tsx';
import { useAction } from '../ui/use-action.ts';
import { all, useLoad } from '../ui/use-load.ts';
import { approvalDetails, type ApprovalDetails, type Counterparty } from './approval-details.ts';

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
    const [approvals, keys] = await Promise.all([
      approvalsWaitingFor(myId),
      all(api.paginate.listApiKeys({ limit: 100 })),
    ]);
    return Promise.all(approvals.map((approval) => approvalDetails(approval, myId, keys)));
  });
  return (
    <>
      <h1>{t('approvals.title')}</h1>
      <p>{t('approvals.intro')}</p>
      <StatusNotice text={announcement} />
      <LoadedView loaded={pending} empty={t('approvals.none')}>
        {(items) => (
          <CardList label={t('approvals.title')} items={items} itemKey={(details) => details.approval.id}>
            {(details) => (
              <ApprovalCard
                details={details}
                onDecided={(text) => {
                  setAnnouncement(text);
                  approvalsChanged();
                  pending.reload();
                }}
              />
            )}
          </CardList>
        )}
      </LoadedView>
    </>
  );
}

function ApprovalCard({ details, onDecided }: { details: ApprovalDetails; onDecided: (text: string) => void }) {
  const { t, language } = useI18n();
  const { approval, counterparty, agent, key, subjectTitle, credits } = details;
  const decision = useAction();
  const [comment, setComment] = useState('');
  const amount =
    approval.amount !== undefined && approval.currency ? money(language, approval.amount, approval.currency) : '—';
  const counterpartyName = counterparty
    ? (counterparty.name ?? counterparty.id)
    : t('approvals.marketplace', { credits: credits ?? '—' });
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
      <p class="outcome">
        {t(OUTCOME[approval.action], { amount, counterparty: counterpartyName, credits: credits ?? '—' })}
      </p>
      <Definitions
        items={[
          { term: t('approvals.amount'), value: amount, field: 'amount' },
          { term: t('approvals.currency'), value: approval.currency ?? '—', field: 'currency' },
          {
            term: t('approvals.counterparty'),
            value: counterparty ? <CounterpartyName counterparty={counterparty} /> : counterpartyName,
            field: 'counterparty',
          },
          subjectTitle !== undefined && {
            term: t(approval.subject.kind === 'claim' ? 'approvals.claim' : 'approvals.deal'),
            value: (
              <>
                {subjectTitle} <span class="id">({approval.subject.id})</span>
              </>
            ),
            field: 'deal',
          },
          {
            term: t('approvals.agent'),
            value: agent ? `${agent.name ?? t('approvals.agentUnnamed')} (${agent.id})` : t('approvals.noAgent'),
            field: 'agent',
          },
          key && {
            term: t('approvals.key'),
            value: key.name ? `“${key.name}” (${key.id})` : key.id,
            field: 'key',
          },
          approval.note ? { term: t('approvals.note'), value: approval.note, field: 'note' } : null,
          { term: t('approvals.requestedAt'), value: dateTime(language, approval.requestedAt) },
          { term: t('approvals.expiresAt'), value: dateTime(language, approval.expiresAt), field: 'expires' },
        ]}
      />
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

/** Who gets the money: the name the person knows, with what vouches for it (verified domains, reviews). */
function CounterpartyName({ counterparty }: { counterparty: Counterparty }) {
  const { t, language } = useI18n();
  const { rating } = counterparty;
  return (
    <>
      {counterparty.name ?? counterparty.id}
      {counterparty.name ? <span class="id"> ({counterparty.id})</span> : null}
      {counterparty.verifiedDomains.length ? (
        <span class="badge" data-field="verified-domains">
          {' '}
          {t('approvals.verifiedDomains', { domains: counterparty.verifiedDomains.join(', ') })}
        </span>
      ) : null}
      <span data-field="rating">
        {' · '}
        {rating?.count && rating.average !== null
          ? t('approvals.rating', {
              average: rating.average.toLocaleString(language, { maximumFractionDigits: 1 }),
              count: rating.count,
            })
          : t('approvals.noRating')}
      </span>
    </>
  );
}
