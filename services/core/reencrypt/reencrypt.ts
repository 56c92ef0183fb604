import type { Collection, Db } from 'mongodb';
import type { SealedSecret, SecretBox } from '../../../shared/crypto/secret-box.ts';

/** A field holding a sealed value (or null), in a collection whose `_id`s are strings. */
export interface SealedField {
  collection: string;
  field: string;
}

/** Every sealed value the service stores: webhook signing secrets and the token-bearing text of mails. */
export const SEALED_FIELDS: readonly SealedField[] = [
  { collection: 'webhook_subscriptions', field: 'secret' },
  { collection: 'mail_outbox', field: 'sealedText' },
];

export interface ReencryptSummary {
  resealed: number;
  alreadyCurrent: number;
  unreadable: number;
  /** Values rewritten between their read and their re-seal: left to their writer (run again to check them). */
  changedMeanwhile: number;
}

type SealedDocument = { _id: string } & Record<string, unknown>;

/**
 * Re-seals under the current key every sealed value that is not (`npm run reencrypt`). Walks each collection in `_id`
 * order in batches; each re-seal is conditional on the record still holding the very value read (its iv is drawn
 * afresh for every seal), so a value written meanwhile, even by a process still sealing under the previous key during
 * a rolling restart, is not overwritten with stale data. Safe to run again or to interrupt.
 */
export async function reencryptSealedData(deps: {
  db: Db;
  box: SecretBox;
  batchSize?: number;
  fields?: readonly SealedField[];
  progress?: (message: string) => void;
}): Promise<ReencryptSummary> {
  const summary: ReencryptSummary = { resealed: 0, alreadyCurrent: 0, unreadable: 0, changedMeanwhile: 0 };
  for (const sealed of deps.fields ?? SEALED_FIELDS) {
    const collection = deps.db.collection<SealedDocument>(sealed.collection);
    let after: string | null = null;
    for (;;) {
      const batch: SealedDocument[] = await collection
        .find(after === null ? {} : { _id: { $gt: after } }, { projection: { [sealed.field]: 1 } })
        .sort({ _id: 1 })
        .limit(deps.batchSize ?? 500)
        .toArray();
      if (batch.length === 0) break;
      for (const document of batch) {
        const value = document[sealed.field] as SealedSecret | null | undefined;
        if (!value) continue;
        if (deps.box.isCurrent(value)) summary.alreadyCurrent += 1;
        else summary[await reseal(collection, sealed.field, document._id, value, deps.box)] += 1;
      }
      after = batch[batch.length - 1]!._id;
      deps.progress?.(`${sealed.collection}.${sealed.field}: through ${after}`);
    }
  }
  return summary;
}

/** Re-seals one value: unreadable if it does not open, changed meanwhile if the record no longer holds it. */
async function reseal(
  collection: Collection<SealedDocument>,
  field: string,
  id: string,
  value: SealedSecret,
  box: SecretBox,
): Promise<'resealed' | 'unreadable' | 'changedMeanwhile'> {
  let plain: string;
  try {
    plain = box.open(value);
  } catch {
    return 'unreadable';
  }
  const { matchedCount } = await collection.updateOne(
    { _id: id, [`${field}.iv`]: value.iv },
    { $set: { [field]: box.seal(plain) } },
  );
  return matchedCount === 1 ? 'resealed' : 'changedMeanwhile';
}
