import { createHash } from 'node:crypto';
import { encodeTime, ulid } from 'ulid';

/** Time-ordered, prefixed identifiers: the prefix tells a reader what a bare id refers to. */
export type IdPrefix =
  | 'acc'
  | 'ses'
  | 'key'
  | 'lfa'
  | 'req'
  | 'lst'
  | 'rev'
  | 'dea'
  | 'apr'
  | 'mdt'
  | 'clm'
  | 'whk'
  | 'job'
  | 'obx'
  | 'cle'
  | 'sbx'
  | 'ctu'
  | 'ans'
  | 'bid'
  | 'mal'
  | 'sgr'
  | 'ocl'
  | 'ocr'
  | 'otk'
  | 'ntc'
  | 'lrh'
  | 'sor'
  | 'apl'
  | 'aud'
  | 'fbk'
  | 'msb'
  | 'ijb'
  | 'drf'
  | 'fsr'
  | 'upl'
  | 'blg'
  | 'agt'
  | 'cnv'
  | 'ctn'
  | 'dom'
  | 'dck'
  | 'drq';

export function newId(prefix: IdPrefix): string {
  return `${prefix}_${ulid().toLowerCase()}`;
}

const CROCKFORD = '0123456789abcdefghjkmnpqrstvwxyz';

/**
 * The id a step that may run twice gives what it creates: time-ordered like `newId` (the time part is `at`),
 * and the same for the same `key` and `at`, so an insert that is repeated finds its first copy.
 */
export function keyedId(prefix: IdPrefix, key: string, at: Date): string {
  const digest = createHash('sha256').update(key).digest();
  const random = Array.from(digest.subarray(0, 16), (byte) => CROCKFORD[byte % 32]).join('');
  return `${prefix}_${encodeTime(at.getTime(), 10).toLowerCase()}${random}`;
}
