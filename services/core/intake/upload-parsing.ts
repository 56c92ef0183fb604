import busboy from 'busboy';
import { fileTypeFromBuffer } from 'file-type';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { AppError } from '../../../shared/errors/app-error.ts';

/** At most this many bytes per upload request (the whole multipart body), and per file. */
export const UPLOAD_LIMITS = { bodyBytes: 10_485_760, fileBytes: 10_485_760 } as const;
export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

export interface ParsedFile {
  name: string;
  contentType: string;
  bytes: Buffer;
}

/**
 * Reads the multipart body as it streams (busboy): parts named `files`, each at most UPLOAD_LIMITS.fileBytes and
 * all together at most UPLOAD_LIMITS.bodyBytes (413); the type is sniffed from the bytes, never the declared one
 * (415 unless an accepted type); images are re-encoded by sharp without their metadata (EXIF, GPS, XMP).
 */
export async function parseUpload(stream: Readable, contentType: string, maxFiles: number): Promise<ParsedFile[]> {
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    throw new AppError('unsupported_media_type', {
      message: 'Send the files as multipart/form-data, in parts named `files`.',
      field: 'header.content-type',
    });
  }
  const received = await readParts(stream, contentType, maxFiles);
  if (received.length === 0)
    throw new AppError('validation_failed', { message: 'The body holds no part named `files`.', field: 'body.files' });
  return Promise.all(received.map(async (file) => ({ ...file, ...(await checked(file)) })));
}

function readParts(
  stream: Readable,
  contentType: string,
  maxFiles: number,
): Promise<Array<{ name: string; bytes: Buffer }>> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        limits: { fileSize: UPLOAD_LIMITS.fileBytes, files: maxFiles, fields: 0 },
      });
    } catch {
      return reject(
        new AppError('validation_failed', {
          message: 'The multipart body has no boundary.',
          field: 'header.content-type',
        }),
      );
    }
    const files: Array<{ name: string; bytes: Buffer }> = [];
    let total = 0;
    let failure: AppError | null = null;
    const fail = (error: AppError) => {
      failure ??= error;
      stream.unpipe(parser);
      stream.resume();
      reject(failure);
    };
    stream.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > UPLOAD_LIMITS.bodyBytes)
        fail(
          new AppError('payload_too_large', {
            message: `An upload request may carry at most ${UPLOAD_LIMITS.bodyBytes} bytes.`,
            field: 'body',
          }),
        );
    });
    parser.on('file', (field, file, info) => {
      if (field !== 'files') return void file.resume();
      const chunks: Buffer[] = [];
      file.on('data', (chunk: Buffer) => chunks.push(chunk));
      file.on('limit', () =>
        fail(
          new AppError('payload_too_large', {
            message: `${info.filename || 'A file'} exceeds ${UPLOAD_LIMITS.fileBytes} bytes.`,
            field: 'body.files',
          }),
        ),
      );
      file.on('end', () => files.push({ name: info.filename || 'file', bytes: Buffer.concat(chunks) }));
    });
    parser.on('filesLimit', () =>
      fail(
        new AppError('validation_failed', {
          message: `The link accepts at most ${maxFiles} files.`,
          field: 'body.files',
        }),
      ),
    );
    parser.on('error', () =>
      fail(new AppError('validation_failed', { message: 'The multipart body is malformed.', field: 'body' })),
    );
    parser.on('close', () => (failure ? undefined : resolve(files)));
    stream.pipe(parser);
  });
}

async function checked(file: { name: string; bytes: Buffer }): Promise<{ contentType: string; bytes: Buffer }> {
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
