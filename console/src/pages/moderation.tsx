import type { Schema } from '@marketplace/sdk';
import { useState } from 'preact/hooks';
import { dateTime } from '../format.ts';
import { useI18n } from '../i18n.ts';
import { api } from '../session.ts';
import { CardList } from '../ui/card-list.tsx';
import { Definitions } from '../ui/definitions.tsx';
import { LoadedView } from '../ui/loaded-view.tsx';
import { ErrorNotice, StatusNotice } from '../ui/notice.tsx';
import { useAction } from '../ui/use-action.ts';
import { all, useLoad } from '../ui/use-load.ts';

type Item = Schema<'ModerationItem'>;
type StatementCategory = Schema<'StatementCategory'>;

const CATEGORIES: StatementCategory[] = [
  'scope_of_platform_service',
  'scams_and_fraud',
  'illegal_or_harmful_speech',
  'intellectual_property_infringements',
  'unsafe_and_illegal_products',
  'data_protection_and_privacy_violations',
  'pornography_or_sexualized_content',
  'protection_of_minors',
  'violence',
  'animal_welfare',
  'non_consensual_behaviour',
  'negative_effects_on_civic_discourse_or_elections',
  'risk_for_public_security',
  'self_harm',
];

/** For admins: what waits for a moderation decision; listing reviews are decided here, other kinds name the operations that decide them. */
export function ModerationPage() {
  const { t } = useI18n();
  const queue = useLoad(() => all(api.paginate.listModerationQueue({ limit: 50 }), 100));
  const [announcement, setAnnouncement] = useState<string | undefined>(undefined);
  return (
    <>
      <h1>{t('moderation.title')}</h1>
      <StatusNotice text={announcement} />
      <LoadedView loaded={queue} empty={t('moderation.none')}>
        {(items) => (
          <CardList label={t('moderation.title')} items={items} itemKey={(item) => item.id}>
            {(item) => (
              <ModerationCard
                item={item}
                onDecided={(text) => {
                  setAnnouncement(text);
                  queue.reload();
                }}
              />
            )}
          </CardList>
        )}
      </LoadedView>
    </>
  );
}

function ModerationCard({ item, onDecided }: { item: Item; onDecided: (text: string) => void }) {
  const { t, language } = useI18n();
  const decision = useAction();
  const [category, setCategory] = useState<StatementCategory>('scope_of_platform_service');
  const [facts, setFacts] = useState('');
  const title = typeof item.preview?.title === 'string' ? item.preview.title : (item.listingId ?? item.id);
  const decidable = item.kind === 'listing_review' && item.decideWith.includes('approveModerationItem');
  return (
    <article class="card" aria-labelledby={`item-${item.id}`} data-item-id={item.id}>
      <h2 id={`item-${item.id}`}>{title}</h2>
      <Definitions
        items={[
          { term: t('moderation.kind'), value: item.kind },
          { term: t('moderation.reasons'), value: item.reasons.join('; ') },
          { term: t('moderation.submitted'), value: dateTime(language, item.submittedAt) },
          !decidable && { term: t('moderation.decideWith'), value: item.decideWith.join(', ') },
        ]}
      />
      {decidable ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void decision.run(async () => {
              await api.rejectModerationItem({
                jobId: item.id,
                body: { category, facts, automatedDetection: false, automatedDecision: 'not_automated' },
              });
              onDecided(t('moderation.rejected', { title }));
            });
          }}
        >
          <button
            type="button"
            class="primary"
            disabled={decision.busy}
            onClick={() =>
              void decision.run(async () => {
                await api.approveModerationItem({ jobId: item.id, body: {} });
                onDecided(t('moderation.approved', { title }));
              })
            }
          >
            {t('moderation.approve')}
          </button>
          <label for={`category-${item.id}`}>{t('moderation.category')}</label>
          <select
            id={`category-${item.id}`}
            value={category}
            onChange={(event) => setCategory(event.currentTarget.value as StatementCategory)}
          >
            {CATEGORIES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          <label for={`facts-${item.id}`}>{t('moderation.facts')}</label>
          <textarea
            id={`facts-${item.id}`}
            required
            rows={3}
            value={facts}
            onInput={(event) => setFacts(event.currentTarget.value)}
          />
          <button type="submit" class="danger" disabled={decision.busy}>
            {t('moderation.reject')}
          </button>
          <ErrorNotice error={decision.error} />
        </form>
      ) : null}
    </article>
  );
}
