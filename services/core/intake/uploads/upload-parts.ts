import busboy from 'busboy';
import { finished, type Readable } from 'node:stream';
import { AppError } from '../../../../shared/errors/app-error.ts';

export interface PartLimits {
  /** The whole multipart body, and each file in it. */
  bodyBytes: number;
  fileBytes: number;
  maxFiles: number;
  /** From the start of reading to the closing delimiter: a body dripped slower than this is refused (408). */
  deadlineMs: number;
}

export interface ReceivedPart {
  name: string;
  bytes: Buffer;
}

/**
 * The parts named `files` of a multipart body, each read whole, or the first refusal: a part or the body larger than
 * its limit, too many files, a malformed or cut body, a connection gone mid-body, a body slower than the deadline.
 * Every stream involved (the request, busboy, each part) has its errors taken here, so none can reach the process;
 * nothing is answered before the closing delimiter, so a cut body yields no part at all.
 */
export function readParts(stream: Readable, contentType: string, limits: PartLimits): Promise<ReceivedPart[]> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        limits: { fileSize: limits.fileBytes, files: limits.maxFiles, fields: 0 },
      });
    } catch {
      return reject(malformed('The multipart body has no boundary.', 'header.content-type'));
    }
    const parts: ReceivedPart[] = [];
    let settled = false;
    const settle = (failure: AppError | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      if (!failure) return resolve(parts);
      stream.unpipe(parser);
      stream.resume();
      parser.destroy();
      reject(failure);
    };
    const deadline = setTimeout(() => settle(tooSlow(limits.deadlineMs)), limits.deadlineMs);

    let total = 0;
    stream.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > limits.bodyBytes)
        settle(tooLarge(`An upload request may carry at most ${limits.bodyBytes} bytes.`, 'body'));
    });
    stream.on('error', () => settle(cut()));
    finished(stream, { writable: false }, (error) => (error ? settle(cut()) : undefined));

    parser.on('file', (field, file, info) => {
      file.on('error', () => settle(cut()));
      if (field !== 'files') return void file.resume();
      const chunks: Buffer[] = [];
      file.on('data', (chunk: Buffer) => chunks.push(chunk));
      file.on('limit', () =>
        settle(tooLarge(`${info.filename || 'A file'} exceeds ${limits.fileBytes} bytes.`, 'body.files')),
      );
      file.on('end', () => parts.push({ name: info.filename || 'file', bytes: Buffer.concat(chunks) }));
    });
    parser.on('filesLimit', () =>
      settle(malformed(`The link accepts at most ${limits.maxFiles} files.`, 'body.files')),
    );
    parser.on('error', (error: Error) =>
      settle(
        /^Unexpected end of (form|file)$/.test(error.message) ? cut() : malformed('The multipart body is malformed.'),
      ),
    );
    parser.on('close', () => settle(null));
    stream.pipe(parser);
  });
}

function malformed(message: string, field = 'body'): AppError {
  return new AppError('validation_failed', { message, field });
}

function cut(): AppError {
  return malformed(
    'The multipart body ended before its closing delimiter (cut short, or the connection broke): nothing was stored; send it again whole.',
  );
}

function tooLarge(message: string, field: string): AppError {
  return new AppError('payload_too_large', { message, field });
}

function tooSlow(deadlineMs: number): AppError {
  return new AppError('request_timeout', {
    message: `The upload did not arrive within ${deadlineMs / 1000} seconds: nothing was stored; send it again.`,
    field: 'body',
  });
}
