import { createHash, randomFillSync } from 'node:crypto';
import { encodeTime } from 'ulid';

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

const CROCKFORD = '0123456789abcdefghjkmnpqrstvwxyz';

/** A ulid: 48 bits of time, then 80 bits drawn from a pool the CSPRNG refills, each byte used once. */
export function newId(prefix: IdPrefix): string {
  return `${prefix}_${encodeTime(Date.now(), 10).toLowerCase()}${randomPart()}`;
}

const RANDOM_BYTES_PER_ID = 10;
const pool = Buffer.alloc(RANDOM_BYTES_PER_ID * 400);
let poolOffset = pool.length;

function randomPart(): string {
  if (poolOffset === pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const start = poolOffset;
  poolOffset += RANDOM_BYTES_PER_ID;
  return encodeFortyBits(start) + encodeFortyBits(start + 5);
}

/** Eight Crockford characters of the five pool bytes at `offset`. */
function encodeFortyBits(offset: number): string {
  let bits = pool.readUIntBE(offset, 5);
  let text = '';
  for (let index = 0; index < 8; index += 1) {
    text = CROCKFORD[bits % 32] + text;
    bits = Math.floor(bits / 32);
  }
  return text;
}

/**
 * The id a step that may run twice gives what it creates: time-ordered like `newId` (the time part is `at`),
 * and the same for the same `key` and `at`, so an insert that is repeated finds its first copy.
 */
export function keyedId(prefix: IdPrefix, key: string, at: Date): string {
  const digest = createHash('sha256').update(key).digest();
  const random = Array.from(digest.subarray(0, 16), (byte) => CROCKFORD[byte % 32]).join('');
  return `${prefix}_${encodeTime(at.getTime(), 10).toLowerCase()}${random}`;
}
