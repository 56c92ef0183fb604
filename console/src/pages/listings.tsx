import type { Schema } from '@marketplace/sdk';
import { useState } from 'preact/hooks';
import { dateTime } from '../format.ts';
import { useI18n } from '../i18n.ts';
import { api } from '../session.ts';
import { DataTable, type Column } from '../ui/data-table.tsx';
import { LoadedView } from '../ui/loaded-view.tsx';
import { Section } from '../ui/section.tsx';
import { all, useLoad } from '../ui/use-load.ts';
import { DraftEditor } from './draft-editor.tsx';

type Listing = Schema<'Listing'>;
type Draft = Schema<'Draft'>;

/** The drafts of the account's imports, each a job's first page of drafts, newest import first. */
async function myDrafts(): Promise<Draft[]> {
  const jobs = await all(api.paginate.listIntakeJobs({ limit: 50 }), 50);
  const withDrafts = await Promise.all(
    jobs.filter((job) => job.draftIds.length > 0).map((job) => api.getIntakeJob({ id: job.id })),
  );
  return withDrafts.flatMap((job) => job.drafts ?? []);
}

/** My listings, and the drafts intake made from my imports: what is missing, completed here and published. */
export function ListingsPage() {
  const { t, language } = useI18n();
  const listings = useLoad(() => all(api.paginate.listListings({ provider: 'me', limit: 50 }), 200));
  const drafts = useLoad(myDrafts);
  const [open, setOpen] = useState<string | undefined>(undefined);
  const listingColumns: Column<Listing>[] = [
    { header: t('listings.listingTitle'), cell: (listing) => listing.title },
    { header: t('listings.category'), cell: (listing) => listing.category },
    { header: t('listings.status'), cell: (listing) => listing.status, field: 'status' },
    { header: t('listings.updated'), cell: (listing) => dateTime(language, listing.updatedAt) },
  ];
  const draftColumns: Column<Draft>[] = [
    { header: t('listings.listingTitle'), cell: (draft) => draft.fields.title ?? t('listings.untitled') },
    { header: t('listings.category'), cell: (draft) => draft.category ?? '—' },
    { header: t('listings.status'), cell: (draft) => draft.status, field: 'status' },
    {
      header: t('listings.gaps'),
      field: 'gaps',
      cell: (draft) =>
        draft.gapReport.complete
          ? t('listings.complete')
          : [...draft.gapReport.missing, ...draft.gapReport.ambiguous].map((gap) => gap.field).join(', '),
    },
    {
      header: t('listings.next'),
      cell: (draft) =>
        draft.status === 'draft' ? (
          <button
            type="button"
            aria-expanded={open === draft.id}
            aria-label={t('listings.editNamed', { title: draft.fields.title ?? draft.id })}
            onClick={() => setOpen(open === draft.id ? undefined : draft.id)}
          >
            {t('listings.edit')}
          </button>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <>
      <h1>{t('listings.title')}</h1>
      <Section id="drafts" title={t('listings.drafts')}>
        <LoadedView loaded={drafts} empty={t('listings.noDrafts')}>
          {(rows) => (
            <DataTable
              caption={t('listings.drafts')}
              columns={draftColumns}
              rows={rows}
              rowKey={{ name: 'draft-id', of: (draft) => draft.id }}
            />
          )}
        </LoadedView>
        {open ? (
          <DraftEditor
            key={open}
            draftId={open}
            onChanged={() => {
              drafts.reload();
              listings.reload();
            }}
          />
        ) : null}
      </Section>
      <Section id="my-listings" title={t('listings.listings')}>
        <LoadedView loaded={listings} empty={t('listings.none')}>
          {(rows) => (
            <DataTable
              caption={t('listings.listings')}
              columns={listingColumns}
              rows={rows}
              rowKey={{ name: 'listing-id', of: (listing) => listing.id }}
            />
          )}
        </LoadedView>
      </Section>
    </>
  );
}
