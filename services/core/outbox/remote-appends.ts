import type { ChangeStream, Db } from 'mongodb';
import type { Logger } from '../../../shared/logger.ts';
import type { AppendWakeup } from './outbox-appends.ts';
import { OUTBOX_COLLECTION } from './outbox.repository.ts';

export interface RemoteAppends {
  close(): Promise<void>;
}

/**
 * Where the database is a replica set (production MongoDB), wakes the consumer at every append to the outbox by any
 * process, through a change stream of inserts; its 1 s poll then only covers a stream that broke. Elsewhere (a
 * standalone server, FerretDB: no change streams) answers null and the poll is the safety net.
 */
export async function watchRemoteAppends(db: Db, wakeup: AppendWakeup, logger: Logger): Promise<RemoteAppends | null> {
  const hello = await db.admin().command({ hello: 1 });
  if (typeof hello.setName !== 'string') return null;
  const stream: ChangeStream = db
    .collection(OUTBOX_COLLECTION)
    .watch([{ $match: { operationType: 'insert' } }, { $project: { _id: 1 } }]);
  stream.on('change', () => wakeup.notify());
  stream.on('error', (error: unknown) =>
    logger.warn({ err: error }, 'outbox change stream failed; the 1 s poll takes over'),
  );
  return { close: () => stream.close() };
}
