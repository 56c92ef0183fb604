import type { Schema } from '@marketplace/sdk';
import { useState } from 'preact/hooks';
import { dateTime, money } from '../format.ts';
import { useI18n } from '../i18n.ts';
import { api, type Session } from '../session.ts';
import { DataTable, type Column } from '../ui/data-table.tsx';
import { LoadedView } from '../ui/loaded-view.tsx';
import { ErrorNotice, StatusNotice } from '../ui/notice.tsx';
import { Section } from '../ui/section.tsx';
import { useAction } from '../ui/use-action.ts';
import { all, useLoad } from '../ui/use-load.ts';

type Claim = Schema<'Claim'>;
type Mandate = Schema<'Mandate'>;

/** Claims the account registered or must decide, with their deadlines, and the mandates it published. */
export function ClaimsPage({ session }: { session: Session }) {
  const { t, language } = useI18n();
  const myId = session.me.account.id;
  const claims = useLoad(() => all(api.paginate.listClaims({ limit: 50 }), 100));
  const mandates = useLoad(() => all(api.paginate.listMandates({ providerId: myId, limit: 50 }), 100));
  const decision = useAction();
  const claimColumns: Column<Claim>[] = [
    { header: t('claims.offer'), cell: (claim) => claim.offerTitle ?? claim.mandateId },
    { header: t('claims.buyer'), cell: (claim) => `${claim.buyer.legalName} (${claim.buyer.country})` },
    { header: t('claims.role'), cell: (claim) => t(claim.providerId === myId ? 'claims.provider' : 'claims.agent') },
    { header: t('claims.status'), cell: (claim) => claim.status, field: 'status' },
    {
      header: t('claims.decisionDeadline'),
      field: 'deadline',
      cell: (claim) =>
        claim.decidedAt
          ? t('claims.decided', { at: dateTime(language, claim.decidedAt) })
          : dateTime(language, claim.decisionDeadline),
    },
    { header: t('claims.introductionExpires'), cell: (claim) => dateTime(language, claim.introduction?.expiresAt) },
    {
      header: t('claims.reward'),
      cell: (claim) =>
        `${claim.reward ? money(language, claim.reward.amount, claim.reward.currency) : '—'}${
          claim.rewardStatus && claim.rewardStatus !== 'not_due' ? ` (${claim.rewardStatus})` : ''
        }`,
    },
    {
      header: t('claims.decision'),
      cell: (claim) =>
        claim.providerId === myId && claim.status === 'provisional' ? (
          <DecideClaim
            claim={claim}
            busy={decision.busy}
            decide={(body) =>
              decision.run(async () => {
                await api.decideClaim({ id: claim.id, body });
                claims.reload();
                return t(body.decision === 'accept' ? 'claims.accepted' : 'claims.rejected', {
                  buyer: claim.buyer.legalName,
                });
              })
            }
          />
        ) : (
          '—'
        ),
    },
  ];
  const mandateColumns: Column<Mandate>[] = [
    { header: t('claims.offer'), cell: (mandate) => mandate.offer.title },
    { header: t('claims.territory'), cell: (mandate) => mandate.territory.join(', ') },
    { header: t('claims.reward'), cell: (mandate) => money(language, mandate.reward.amount, mandate.reward.currency) },
    { header: t('claims.status'), cell: (mandate) => mandate.status },
    { header: t('claims.ended'), cell: (mandate) => dateTime(language, mandate.endedAt) },
  ];
  return (
    <>
      <h1>{t('claims.title')}</h1>
      <Section id="claims" title={t('claims.claims')}>
        <ErrorNotice error={decision.error} />
        <StatusNotice text={decision.done} />
        <LoadedView loaded={claims} empty={t('claims.none')}>
          {(rows) => (
            <DataTable
              caption={t('claims.claims')}
              columns={claimColumns}
              rows={rows}
              rowKey={{ name: 'claim-id', of: (claim) => claim.id }}
            />
          )}
        </LoadedView>
      </Section>
      <Section id="mandates" title={t('claims.mandates')}>
        <LoadedView loaded={mandates} empty={t('claims.noMandates')}>
          {(rows) => (
            <DataTable
              caption={t('claims.mandates')}
              columns={mandateColumns}
              rows={rows}
              rowKey={{ name: 'mandate-id', of: (mandate) => mandate.id }}
            />
          )}
        </LoadedView>
      </Section>
    </>
  );
}

/** Accept the lead, or reject it with the reason the agent is told. */
function DecideClaim({
  claim,
  busy,
  decide,
}: {
  claim: Claim;
  busy: boolean;
  decide: (body: { decision: 'accept' } | { decision: 'reject'; reason: string }) => Promise<void>;
}) {
  const { t } = useI18n();
  const [reason, setReason] = useState('');
  return (
    <div class="actions">
      <button
        type="button"
        class="primary"
        disabled={busy}
        aria-label={t('claims.acceptNamed', { buyer: claim.buyer.legalName })}
        onClick={() => void decide({ decision: 'accept' })}
      >
        {t('claims.accept')}
      </button>
      <label for={`reason-${claim.id}`}>{t('claims.reason')}</label>
      <input id={`reason-${claim.id}`} value={reason} onInput={(event) => setReason(event.currentTarget.value)} />
      <button
        type="button"
        class="danger"
        disabled={busy}
        onClick={() => void decide({ decision: 'reject', reason: reason.trim() })}
      >
        {t('claims.reject')}
      </button>
    </div>
  );
}
