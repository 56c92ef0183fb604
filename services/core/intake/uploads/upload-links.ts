import { createHash, randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { GridFSBucket, ObjectId, type Db } from 'mongodb';
import { INTAKE_FILES_BUCKET } from './intake-files.repository.ts';
import type { Clock } from '../../../../shared/clock.ts';
import { AppError } from '../../../../shared/errors/app-error.ts';
import type { RequestBody, Schema } from '../../../../shared/openapi/operation-types.ts';
import type { Drafts } from '../drafts/drafts.ts';
import type { DraftsRepository } from '../drafts/drafts.repository.ts';
import { draftClosed } from '../errors.ts';
import { ACCEPTED_TYPES, parseUpload, UPLOAD_LIMITS, type ParsedFile } from './upload-parsing.ts';
import type { StoredFile, UploadLinkDocument, UploadLinksRepository } from './upload-links.repository.ts';

export type UploadLinkInput = NonNullable<RequestBody<'createUploadLink'>>;
type UploadLinkView = Schema<'UploadLink'>;
type UploadView = Schema<'Upload'>;
type UploadedFileView = Schema<'UploadedFile'>;

export interface UploadLinksDeps {
  db: Db;
  links: UploadLinksRepository;
  drafts: Drafts;
  draftsRepository: DraftsRepository;
  clock: Clock;
  /** The most time one upload request may take to send its body (INTAKE_UPLOAD_TIMEOUT_MS). */
  uploadDeadlineMs: number;
}

export const LINK_LIFETIME_MS = 15 * 60_000;

/**
 * Upload links: a short-lived token that lets whoever holds it upload one batch of files to one draft. The files
 * live in GridFS (bucket `intake_files`) and join the draft's media, so publishing puts them on the listing.
 */
export class UploadLinks {
  private readonly bucket: GridFSBucket;

  constructor(private readonly deps: UploadLinksDeps) {
    this.bucket = new GridFSBucket(deps.db, { bucketName: INTAKE_FILES_BUCKET });
  }

  /** Only the draft's owner mints a link for it (anyone else gets 404), and only while it is a draft. */
  async mint(accountId: string, draftId: string, input: UploadLinkInput, baseUrl: string): Promise<UploadLinkView> {
    const draft = await this.deps.drafts.owned(accountId, draftId);
    if (draft.status !== 'draft') throw draftClosed(await this.deps.drafts.statusOf(draft));
    const token = randomBytes(24).toString('base64url');
    const now = this.deps.clock.now();
    const link: UploadLinkDocument = {
      _id: hashOf(token),
      draftId,
      accountId,
      purpose: input.purpose ?? 'photos',
      maxFiles: input.maxFiles ?? 10,
      expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS),
      files: [],
      createdAt: now,
    };
    await this.deps.links.insert(link);
    return {
      token,
      url: `${baseUrl}/v1/intake/uploads/${token}/files`,
      expiresAt: link.expiresAt.toISOString(),
      maxBytes: UPLOAD_LIMITS.bodyBytes,
    };
  }

  async get(token: string, baseUrl: string): Promise<UploadView> {
    const link = await this.live(token);
    return {
      token,
      draftId: link.draftId,
      expiresAt: link.expiresAt.toISOString(),
      maxBytes: UPLOAD_LIMITS.bodyBytes,
      accept: [...ACCEPTED_TYPES],
      files: link.files.map((file) => fileView(file, baseUrl)),
    };
  }

  /**
   * One batch per link: the first upload that gets its files through uses it up; a refused one gives it back. Files
   * join a draft only while it is one: once published or in review, its listing is what changes (409).
   */
  async upload(
    token: string,
    body: Readable,
    contentType: string,
    baseUrl: string,
  ): Promise<{ files: UploadedFileView[] }> {
    const link = await this.live(token);
    await this.assertStillDraft(link);
    if (!(await this.deps.links.claimUse(link._id, this.deps.clock.now())))
      throw linkGone('This upload link was used already; mint a new one.');
    let parsed: ParsedFile[];
    try {
      parsed = await parseUpload(body, contentType, {
        maxFiles: link.maxFiles,
        deadlineMs: this.deps.uploadDeadlineMs,
      });
      // The body may have taken its time: the draft is read again before anything is stored.
      await this.assertStillDraft(link);
    } catch (error) {
      await this.deps.links.releaseUse(link._id);
      throw error;
    }
    const stored = await Promise.all(parsed.map((file) => this.store(link, file)));
    await this.deps.links.recordFiles(link._id, stored);
    await this.attach(
      link,
      stored.map((file) => fileUrl(file.id, baseUrl)),
    );
    return { files: stored.map((file) => fileView(file, baseUrl)) };
  }

  /** A stored file, for anyone with its URL (the URL is unguessable and the file is meant for the public listing). */
  async file(id: string): Promise<{ bytes: Buffer; contentType: string }> {
    const objectId = ObjectId.isValid(id) && id.length === 24 ? new ObjectId(id) : null;
    const found = objectId ? await this.bucket.find({ _id: objectId }).next() : null;
    if (!objectId || !found)
      throw new AppError('resource_not_found', { message: 'No uploaded file with this id.', field: 'path.id' });
    const chunks: Buffer[] = [];
    for await (const chunk of this.bucket.openDownloadStream(objectId)) chunks.push(chunk as Buffer);
    return {
      bytes: Buffer.concat(chunks),
      contentType: String(found.metadata?.contentType ?? 'application/octet-stream'),
    };
  }

  private async live(token: string): Promise<UploadLinkDocument> {
    const link = await this.deps.links.findByHash(hashOf(token));
    if (!link)
      throw new AppError('resource_not_found', { message: 'No upload link with this token.', field: 'path.token' });
    if (link.expiresAt.getTime() <= this.deps.clock.now().getTime())
      throw linkGone('This upload link has expired; mint a new one.');
    return link;
  }

  private async assertStillDraft(link: UploadLinkDocument): Promise<void> {
    const draft = await this.deps.draftsRepository.findById(link.draftId);
    if (draft && draft.status !== 'draft') throw draftTakesNoUploads(await this.deps.drafts.statusOf(draft));
  }

  private store(link: UploadLinkDocument, file: ParsedFile): Promise<StoredFile> {
    return new Promise((resolve, reject) => {
      const upload = this.bucket.openUploadStream(file.name, {
        metadata: { draftId: link.draftId, accountId: link.accountId, contentType: file.contentType },
      });
      upload.once('error', reject);
      upload.once('finish', () =>
        resolve({
          id: upload.id.toHexString(),
          name: file.name,
          contentType: file.contentType,
          size: file.bytes.length,
        }),
      );
      upload.end(file.bytes);
    });
  }

  /** The files join the draft's confirmed media after what it had (read anew: the owner may have patched it meanwhile). */
  private async attach(link: UploadLinkDocument, urls: string[]): Promise<void> {
    const draft = await this.deps.draftsRepository.findById(link.draftId);
    if (!draft) return;
    const media = [...(draft.confirmed.media ?? draft.facts.images.map((image) => image.value)), ...urls];
    await this.deps.draftsRepository.writeConfirmed(
      draft._id,
      { ...draft.confirmed, media: [...new Set(media)] },
      draft.version + 1,
      this.deps.clock.now(),
    );
  }
}

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function linkGone(message: string): AppError {
  return new AppError('link_expired', { message, field: 'path.token' });
}

function draftTakesNoUploads(status: string): AppError {
  return new AppError('invalid_transition', {
    message: `The draft of this upload link is ${status.replace('_', ' ')}, so it takes no more files; its owner changes the listing's media with updateListing.`,
    field: 'path.token',
    meta: { currentState: status, allowedOperations: ['getUpload'] },
  });
}

function fileUrl(id: string, baseUrl: string): string {
  return `${baseUrl}/v1/intake/files/${id}`;
}

function fileView(file: StoredFile, baseUrl: string): UploadedFileView {
  return {
    id: file.id,
    name: file.name,
    contentType: file.contentType,
    size: file.size,
    url: fileUrl(file.id, baseUrl),
  };
}
