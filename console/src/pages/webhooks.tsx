import type { Schema } from '@marketplace/sdk';
import { useState } from 'preact/hooks';
import { dateTime } from '../format.ts';
import { useI18n } from '../i18n.ts';
import { api } from '../session.ts';
import { CardList } from '../ui/card-list.tsx';
import { DataTable, type Column } from '../ui/data-table.tsx';
import { LoadedView } from '../ui/loaded-view.tsx';
import { ErrorNotice, StatusNotice } from '../ui/notice.tsx';
import { Section } from '../ui/section.tsx';
import { useAction } from '../ui/use-action.ts';
import { all, useLoad } from '../ui/use-load.ts';

type WebhookEvent = Schema<'WebhookEvent'>;
type Subscription = Schema<'WebhookSubscription'>;
type Delivery = Schema<'WebhookDelivery'>;

const EVENTS: WebhookEvent[] = [
  'deal.created',
  'deal.status_changed',
  'approval.requested',
  'approval.decided',
  'bid.placed',
  'bid.accepted',
  'listing.created',
  'listing.reviewed',
  'request.answered',
  'credit.granted',
  'moderation.statement_issued',
  'moderation.appeal_decided',
];

/** Webhook subscriptions: create one (its signing secret shown once), delete one, read its delivery log. */
export function WebhooksPage() {
  const { t } = useI18n();
  const subscriptions = useLoad(() => all(api.paginate.listWebhooks({ limit: 100 })));
  const remove = useAction();
  const [secret, setSecret] = useState<string | undefined>(undefined);
  const [open, setOpen] = useState<string | undefined>(undefined);
  return (
    <>
      <h1>{t('webhooks.title')}</h1>
      {secret ? (
        <section class="card" aria-labelledby="webhook-secret-heading">
          <h2 id="webhook-secret-heading">{t('webhooks.secretTitle')}</h2>
          <p>{t('webhooks.secretOnce')}</p>
          <output class="secret" aria-label={t('webhooks.secret')}>
            {secret}
          </output>
          <p>
            <button type="button" onClick={() => setSecret(undefined)}>
              {t('keys.secretStored')}
            </button>
          </p>
        </section>
      ) : null}
      <CreateWebhookForm
        onCreated={(created) => {
          setSecret(created);
          subscriptions.reload();
        }}
      />
      <Section id="webhook-list" title={t('webhooks.list')}>
        <ErrorNotice error={remove.error} />
        <StatusNotice text={remove.done} />
        <LoadedView loaded={subscriptions} empty={t('webhooks.none')}>
          {(items) => (
            <CardList label={t('webhooks.list')} items={items} itemKey={(subscription) => subscription.id}>
              {(subscription) => (
                <article class="card" aria-labelledby={`webhook-${subscription.id}`} data-webhook-id={subscription.id}>
                  <h3 id={`webhook-${subscription.id}`}>{subscription.url}</h3>
                  <p>{subscription.events.join(', ')}</p>
                  <div class="actions">
                    <button
                      type="button"
                      aria-expanded={open === subscription.id}
                      onClick={() => setOpen(open === subscription.id ? undefined : subscription.id)}
                    >
                      {t('webhooks.deliveries')}
                    </button>
                    <button
                      type="button"
                      class="danger"
                      disabled={remove.busy}
                      onClick={() =>
                        void remove.run(async () => {
                          await api.deleteWebhook({ id: subscription.id });
                          subscriptions.reload();
                          return t('webhooks.deleted', { url: subscription.url });
                        })
                      }
                    >
                      {t('webhooks.delete')}
                    </button>
                  </div>
                  {open === subscription.id ? <DeliveryLog subscription={subscription} /> : null}
                </article>
              )}
            </CardList>
          )}
        </LoadedView>
      </Section>
    </>
  );
}

function CreateWebhookForm({ onCreated }: { onCreated: (secret: string) => void }) {
  const { t } = useI18n();
  const create = useAction();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(['approval.requested', 'deal.status_changed']);
  return (
    <form
      aria-labelledby="create-webhook-heading"
      onSubmit={(event) => {
        event.preventDefault();
        void create.run(async () => {
          onCreated((await api.createWebhook({ body: { url, events } })).secret);
          setUrl('');
        });
      }}
    >
      <h2 id="create-webhook-heading">{t('webhooks.create')}</h2>
      <label for="webhook-url">{t('webhooks.url')}</label>
      <input id="webhook-url" type="url" required value={url} onInput={(event) => setUrl(event.currentTarget.value)} />
      <fieldset>
        <legend>{t('webhooks.events')}</legend>
        {EVENTS.map((name) => (
          <label class="inline" key={name}>
            <input
              type="checkbox"
              checked={events.includes(name)}
              onChange={(event) =>
                setEvents((current) =>
                  event.currentTarget.checked ? [...current, name] : current.filter((other) => other !== name),
                )
              }
            />
            <code>{name}</code>
          </label>
        ))}
      </fieldset>
      <button type="submit" class="primary" disabled={create.busy}>
        {t('webhooks.createSubmit')}
      </button>
      <ErrorNotice error={create.error} />
    </form>
  );
}

function DeliveryLog({ subscription }: { subscription: Subscription }) {
  const { t, language } = useI18n();
  const deliveries = useLoad(
    () => all(api.paginate.listWebhookDeliveries({ id: subscription.id, limit: 50 }), 50),
    [subscription.id],
  );
  const columns: Column<Delivery>[] = [
    { header: t('webhooks.event'), cell: (delivery) => delivery.event },
    { header: t('webhooks.status'), cell: (delivery) => delivery.status, field: 'status' },
    { header: t('webhooks.attempt'), cell: (delivery) => delivery.attempt },
    { header: t('webhooks.response'), cell: (delivery) => delivery.responseStatus ?? delivery.error ?? '—' },
    { header: t('webhooks.at'), cell: (delivery) => dateTime(language, delivery.createdAt) },
    { header: t('webhooks.nextAttempt'), cell: (delivery) => dateTime(language, delivery.nextAttemptAt) },
  ];
  return (
    <section aria-label={t('webhooks.deliveriesOf', { url: subscription.url })}>
      <LoadedView loaded={deliveries} empty={t('webhooks.noDeliveries')}>
        {(rows) => (
          <DataTable
            caption={t('webhooks.deliveriesOf', { url: subscription.url })}
            columns={columns}
            rows={rows}
            rowKey={{ name: 'delivery-id', of: (delivery) => delivery.id }}
          />
        )}
      </LoadedView>
    </section>
  );
}
