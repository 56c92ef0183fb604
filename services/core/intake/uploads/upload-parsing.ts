import { fileTypeFromBuffer } from 'file-type';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { AppError } from '../../../../shared/errors/app-error.ts';
import { readParts, type ReceivedPart } from './upload-parts.ts';

/** At most this many bytes per upload request (the whole multipart body), and per file. */
export const UPLOAD_LIMITS = { bodyBytes: 10_485_760, fileBytes: 10_485_760 } as const;
export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

export interface ParsedFile {
  name: string;
  contentType: string;
  bytes: Buffer;
}

/**
 * Reads the multipart body as it streams (upload-parts.ts): parts named `files`, each at most UPLOAD_LIMITS.fileBytes
 * and all together at most UPLOAD_LIMITS.bodyBytes (413), the whole body within `deadlineMs` (408); the type is
 * sniffed from the bytes, never the declared one (415 unless an accepted type); images are re-encoded by sharp
 * without their metadata (EXIF, GPS, XMP).
 */
export async function parseUpload(
  stream: Readable,
  contentType: string,
  limits: { maxFiles: number; deadlineMs: number },
): Promise<ParsedFile[]> {
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    throw new AppError('unsupported_media_type', {
      message: 'Send the files as multipart/form-data, in parts named `files`.',
      field: 'header.content-type',
    });
  }
  const received = await readParts(stream, contentType, { ...UPLOAD_LIMITS, ...limits });
  if (received.length === 0)
    throw new AppError('validation_failed', { message: 'The body holds no part named `files`.', field: 'body.files' });
  return Promise.all(received.map(async (file) => ({ ...file, ...(await checked(file)) })));
}

async function checked(file: ReceivedPart): Promise<{ contentType: string; bytes: Buffer }> {
  const type = (await fileTypeFromBuffer(file.bytes))?.mime;
  if (!type || !(ACCEPTED_TYPES as readonly string[]).includes(type)) {
    throw new AppError('unsupported_media_type', {
      message: `${file.name} is ${type ?? 'of no recognised type'}; accepted are ${ACCEPTED_TYPES.join(', ')}.`,
      field: 'body.files',
    });
  }
  if (type === 'application/pdf') return { contentType: type, bytes: file.bytes };
  // sharp writes no metadata unless asked to (withMetadata); rotate() applies the EXIF orientation before it is dropped.
  const bytes = await sharp(file.bytes)
    .rotate()
    .toBuffer()
    .catch(() => {
      throw new AppError('unsupported_media_type', {
        message: `${file.name} is not a readable ${type} image.`,
        field: 'body.files',
      });
    });
  return { contentType: type, bytes };
}
