import { encodeCursor } from '../../../../shared/pagination/cursor.ts';
import { pageRequest, type Page, type PageQuery } from '../../../../shared/pagination/page.ts';
import { foreignDraftsCursor } from '../errors.ts';
import type { IntakeJobDocument } from '../types.ts';

/**
 * A page of a job's draft ids, in feed order (the order of `draftIds`), with the shared limit and cursor of every
 * list: the cursor names the page's last draft (and the job's creation instant, the list's only one), so the next
 * page starts after it.
 */
export function draftIdsPage(job: Pick<IntakeJobDocument, 'draftIds' | 'createdAt'>, query: PageQuery): Page<string> {
  const { limit, after } = pageRequest(query);
  let start = 0;
  if (after) {
    const position = job.draftIds.indexOf(after.id);
    if (position < 0 || after.createdAt.getTime() !== job.createdAt.getTime()) throw foreignDraftsCursor();
    start = position + 1;
  }
  const items = job.draftIds.slice(start, start + limit);
  const last = items[items.length - 1];
  const more = start + limit < job.draftIds.length;
  return { items, limit, nextCursor: more && last ? encodeCursor({ createdAt: job.createdAt, id: last }) : null };
}
