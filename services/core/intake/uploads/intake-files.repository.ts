import type { Db } from 'mongodb';
import { ensureIndex } from '../../../../shared/mongo.ts';

/** The GridFS bucket that keeps uploaded files (`upload-links.ts` reads and writes it through the driver). */
export const INTAKE_FILES_BUCKET = 'intake_files';

/**
 * The bucket's two standard GridFS indexes, declared at start like every other index, so that reading a file's
 * chunks never scans even before the driver would have created them on a first upload; and the files of a draft.
 */
export class IntakeFilesRepository {
  constructor(private readonly db: Db) {}

  async ensureIndexes(): Promise<void> {
    await ensureIndex(
      this.db.collection(`${INTAKE_FILES_BUCKET}.chunks`),
      { files_id: 1, n: 1 },
      { name: 'files_id_1_n_1', unique: true },
    );
    await ensureIndex(
      this.db.collection(`${INTAKE_FILES_BUCKET}.files`),
      { filename: 1, uploadDate: 1 },
      { name: 'filename_1_uploadDate_1' },
    );
    await ensureIndex(
      this.db.collection(`${INTAKE_FILES_BUCKET}.files`),
      { 'metadata.draftId': 1 },
      { name: 'metadata_draft' },
    );
  }
}
