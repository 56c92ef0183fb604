import { dateTime } from '../format.ts';
import { useI18n } from '../i18n.ts';
import { api } from '../session.ts';
import { ErrorNotice, Loading, StatusNotice } from '../ui/notice.tsx';
import { useAction } from '../ui/use-action.ts';
import { useLoad } from '../ui/use-load.ts';

/** The OAuth clients (apps, agents) the account allowed to act for it; revoking one ends all of its tokens. */
export function AuthorizedClientsPage() {
  const { t, language } = useI18n();
  const clients = useLoad(() => api.listAuthorizedOAuthClients());
  const revoke = useAction();
  return (
    <>
      <h1>{t('apps.title')}</h1>
      <p>{t('apps.intro')}</p>
      <Loading loading={clients.loading} />
      <ErrorNotice error={clients.error ?? revoke.error} />
      <StatusNotice text={revoke.done} />
      {clients.data && clients.data.length === 0 ? <p>{t('apps.none')}</p> : null}
      {clients.data?.length ? (
        <table>
          <thead>
            <tr>
              <th scope="col">{t('apps.name')}</th>
              <th scope="col">{t('apps.scopes')}</th>
              <th scope="col">{t('apps.resources')}</th>
              <th scope="col">{t('apps.authorizedAt')}</th>
              <th scope="col">
                <span class="visually-hidden">{t('apps.revoke')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {clients.data.map((client) => {
              const name = client.name ?? client.clientId;
              return (
                <tr key={client.id} data-client-id={client.id}>
                  <th scope="row">
                    {name} <span class="id">({client.clientId})</span>
                  </th>
                  <td>{client.scopes.join(', ')}</td>
                  <td>{client.resources.join(', ')}</td>
                  <td>{dateTime(language, client.authorizedAt)}</td>
                  <td>
                    <button
                      type="button"
                      class="danger"
                      disabled={revoke.busy}
                      aria-label={t('apps.revokeNamed', { name })}
                      onClick={() =>
                        void revoke.run(async () => {
                          await api.revokeAuthorizedOAuthClient({ id: client.id });
                          clients.reload();
                          return t('apps.revoked', { name });
                        })
                      }
                    >
                      {t('apps.revoke')}
                    </button>
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
