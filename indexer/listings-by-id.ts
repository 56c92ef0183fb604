import type { Collection } from 'mongodb';
import type { ListingDocument } from '../services/core/for-roles.ts';
import { oneOf } from '../shared/mongo.ts';

/** Ids per `$in`: a bounded query, within what the local FerretDB hands SQLite (tools/ferretdb/_patch). */
const IDS_PER_QUERY = 1000;

/** The listings of these ids that exist: one `_id` `$in` per thousand ids. */
export async function findListingsById(
  listings: Collection<ListingDocument>,
  ids: readonly string[],
): Promise<ListingDocument[]> {
  const found: ListingDocument[] = [];
  for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
    found.push(...(await listings.find({ _id: oneOf(ids.slice(start, start + IDS_PER_QUERY)) }).toArray()));
  }
  return found;
}
