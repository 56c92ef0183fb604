import { dateTime, money } from '../format.ts';
import { useI18n } from '../i18n.ts';
import { api, type Session } from '../session.ts';
import { ErrorNotice, Loading } from '../ui/notice.tsx';
import { all, useLoad } from '../ui/use-load.ts';

/** Claims the account registered or must decide, with their deadlines, and the mandates it published. */
export function ClaimsPage({ session }: { session: Session }) {
  const { t, language } = useI18n();
  const claims = useLoad(() => all(api.paginate.listClaims({ limit: 50 }), 100));
  const mandates = useLoad(() => all(api.paginate.listMandates({ providerId: session.me.account.id, limit: 50 }), 100));
  return (
    <>
      <h1>{t('claims.title')}</h1>
      <section aria-labelledby="claims-heading">
        <h2 id="claims-heading">{t('claims.claims')}</h2>
        <Loading loading={claims.loading} />
        <ErrorNotice error={claims.error} />
        {claims.data?.length === 0 ? <p>{t('claims.none')}</p> : null}
        {claims.data?.length ? (
          <table>
            <thead>
              <tr>
                <th scope="col">{t('claims.offer')}</th>
                <th scope="col">{t('claims.buyer')}</th>
                <th scope="col">{t('claims.role')}</th>
                <th scope="col">{t('claims.status')}</th>
                <th scope="col">{t('claims.decisionDeadline')}</th>
                <th scope="col">{t('claims.introductionExpires')}</th>
                <th scope="col">{t('claims.reward')}</th>
              </tr>
            </thead>
            <tbody>
              {claims.data.map((claim) => (
                <tr key={claim.id} data-claim-id={claim.id}>
                  <th scope="row">{claim.offerTitle ?? claim.mandateId}</th>
                  <td>
                    {claim.buyer.legalName} ({claim.buyer.country})
                  </td>
                  <td>{t(claim.providerId === session.me.account.id ? 'claims.provider' : 'claims.agent')}</td>
                  <td>{claim.status}</td>
                  <td data-field="deadline">
                    {claim.decidedAt
                      ? t('claims.decided', { at: dateTime(language, claim.decidedAt) })
                      : dateTime(language, claim.decisionDeadline)}
                  </td>
                  <td>{dateTime(language, claim.introduction?.expiresAt)}</td>
                  <td>
                    {claim.reward ? money(language, claim.reward.amount, claim.reward.currency) : '—'}
                    {claim.rewardStatus && claim.rewardStatus !== 'not_due' ? ` (${claim.rewardStatus})` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </section>
      <section aria-labelledby="mandates-heading">
        <h2 id="mandates-heading">{t('claims.mandates')}</h2>
        <Loading loading={mandates.loading} />
        <ErrorNotice error={mandates.error} />
        {mandates.data?.length === 0 ? <p>{t('claims.noMandates')}</p> : null}
        {mandates.data?.length ? (
          <table>
            <thead>
              <tr>
                <th scope="col">{t('claims.offer')}</th>
                <th scope="col">{t('claims.territory')}</th>
                <th scope="col">{t('claims.reward')}</th>
                <th scope="col">{t('claims.status')}</th>
                <th scope="col">{t('claims.ended')}</th>
              </tr>
            </thead>
            <tbody>
              {mandates.data.map((mandate) => (
                <tr key={mandate.id} data-mandate-id={mandate.id}>
                  <th scope="row">{mandate.offer.title}</th>
                  <td>{mandate.territory.join(', ')}</td>
                  <td>{money(language, mandate.reward.amount, mandate.reward.currency)}</td>
                  <td>{mandate.status}</td>
                  <td>{dateTime(language, mandate.endedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </section>
    </>
  );
}
