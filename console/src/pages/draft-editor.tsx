import type { Input, Schema } from '@marketplace/sdk';
import { useState } from 'preact/hooks';
import { useI18n } from '../i18n.ts';
import { api } from '../session.ts';
import { Definitions } from '../ui/definitions.tsx';
import { ErrorNotice, Loading, StatusNotice } from '../ui/notice.tsx';
import { useAction } from '../ui/use-action.ts';
import { useLoad } from '../ui/use-load.ts';

type Draft = Schema<'Draft'>;
type Facet = Schema<'Facet'>;
type DraftPatch = Input<'updateDraft'>['body'];
type Gap = Schema<'Gap'>;

/** What a person typed for a facet, as the facet's type stores it. */
function facetValue(facet: Facet | undefined, typed: string): unknown {
  if (!facet) return typed;
  if (facet.type === 'boolean') return typed === 'true';
  if (facet.type === 'number') return Number(typed.replace(',', '.'));
  if (facet.multiple || facet.type === 'semantic-tag')
    return typed
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  return typed;
}

/** The patch of what the person filled in: only those fields, so each one becomes a confirmed field. */
function patchOf(values: Record<string, string>, facets: readonly Facet[]): DraftPatch {
  const patch: Record<string, unknown> = {};
  const facetValues: Record<string, unknown> = {};
  for (const [field, typed] of Object.entries(values)) {
    if (typed.trim() === '') continue;
    if (field.startsWith('facets.')) {
      const key = field.slice('facets.'.length);
      facetValues[key] = facetValue(
        facets.find((facet) => facet.key === key),
        typed.trim(),
      );
    } else patch[field] = typed.trim();
  }
  if (Object.keys(facetValues).length) patch.facets = facetValues;
  return patch as DraftPatch;
}

/** One draft: its gap report, the fields to confirm, then publishing. */
export function DraftEditor({ draftId, onChanged }: { draftId: string; onChanged: () => void }) {
  const { t } = useI18n();
  const draft = useLoad(() => api.getDraft({ id: draftId }), [draftId]);
  const category = draft.data?.category ?? undefined;
  const schema = useLoad(() => (category ? api.getCatalogSchema({ category }) : api.getCatalogSchema()), [category]);
  const step = useAction();
  // The facet inputs follow the draft's category: until its schema is here, a facet's type and values are unknown.
  const schemaReady = schema.data !== undefined && (schema.data.category ?? undefined) === category;
  const [values, setValues] = useState<Record<string, string>>({});
  const gaps: Gap[] = draft.data ? [...draft.data.gapReport.missing, ...draft.data.gapReport.ambiguous] : [];
  const fields = [...new Set(['title', 'description', ...gaps.map((gap) => gap.field)])];
  const after = (text: string) => {
    draft.reload();
    onChanged();
    setValues({});
    return text;
  };
  return (
    <section class="card" aria-labelledby="draft-editor-heading" data-draft-id={draftId}>
      <h3 id="draft-editor-heading">{t('drafts.editing', { title: draft.data?.fields.title ?? draftId })}</h3>
      <Loading loading={draft.loading || (!schemaReady && !schema.error)} />
      <ErrorNotice error={draft.error ?? schema.error} />
      {draft.data ? <GapReport draft={draft.data} /> : null}
      {schemaReady ? (
        <form
          aria-label={t('drafts.fields')}
          onSubmit={(event) => {
            event.preventDefault();
            void step.run(async () => {
              await api.updateDraft({ id: draftId, body: patchOf(values, schema.data?.facets ?? []) });
              return after(t('drafts.saved'));
            });
          }}
        >
          {fields.map((field) => (
            <FieldInput
              key={field}
              field={field}
              draft={draft.data}
              categories={schema.data?.categories ?? []}
              facet={schema.data?.facets.find((facet) => `facets.${facet.key}` === field)}
              value={values[field] ?? ''}
              onInput={(value) => setValues({ ...values, [field]: value })}
            />
          ))}
          <div class="actions">
            <button type="submit" disabled={step.busy || Object.values(values).every((typed) => !typed.trim())}>
              {t('drafts.save')}
            </button>
            <button
              type="button"
              class="primary"
              disabled={step.busy || !draft.data?.gapReport.complete}
              onClick={() =>
                void step.run(async () => {
                  const published = await api.publishDraft({ id: draftId });
                  return after(t(published.status === 'published' ? 'drafts.published' : 'drafts.inReview'));
                })
              }
            >
              {t('drafts.publish')}
            </button>
          </div>
        </form>
      ) : null}
      <ErrorNotice error={step.error} />
      <StatusNotice text={step.done} />
    </section>
  );
}

function GapReport({ draft }: { draft: Draft }) {
  const { t } = useI18n();
  const { missing, ambiguous, complete } = draft.gapReport;
  if (complete) return <p data-field="gap-report">{t('drafts.complete')}</p>;
  return (
    <div data-field="gap-report">
      <p>{t('drafts.gapsIntro')}</p>
      <Definitions
        items={[...missing, ...ambiguous].map((gap) => ({
          term: gap.field,
          value: `${gap.reason}${gap.candidates.length ? ` (${gap.candidates.map((candidate) => String(candidate.value)).join(' / ')})` : ''}`,
        }))}
      />
    </div>
  );
}

/** The input for one field: the category from the catalog's list, a facet's allowed values as a list, else text. */
function FieldInput({
  field,
  draft,
  categories,
  facet,
  value,
  onInput,
}: {
  field: string;
  draft: Draft | undefined;
  categories: readonly string[];
  facet: Facet | undefined;
  value: string;
  onInput: (value: string) => void;
}) {
  const { t } = useI18n();
  const id = `draft-${field.replace(/\W/g, '-')}`;
  const current = field === 'title' ? draft?.fields.title : field === 'description' ? draft?.fields.description : '';
  // A facet of several values gets one chosen here (stored as a list of it); more go in through the API.
  const choices = field === 'category' ? categories : (facet?.values ?? []).map((entry) => String(entry.value));
  return (
    <>
      <label for={id}>
        {facet?.label ??
          (field === 'title' || field === 'description' || field === 'category' ? t(`drafts.${field}`) : field)}
      </label>
      {choices.length ? (
        <select id={id} value={value} onChange={(event) => onInput(event.currentTarget.value)}>
          <option value="">{t('drafts.choose')}</option>
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          value={value}
          placeholder={current ?? ''}
          onInput={(event) => onInput(event.currentTarget.value)}
        />
      )}
    </>
  );
}
