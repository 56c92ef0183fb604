import { randomFillSync } from 'node:crypto';

const POOL_BYTES = 4096;
const pool = Buffer.alloc(POOL_BYTES);
let offset = POOL_BYTES;

/**
 * `bytes` random bytes as hex, drawn from a pool refilled by the CSPRNG when spent (as `randomUUID` caches its
 * entropy): one `randomBytes` per id cost a CSPRNG call and a buffer on every request.
 */
export function randomHex(bytes: number): string {
  if (offset + bytes > POOL_BYTES) {
    randomFillSync(pool);
    offset = 0;
  }
  const hex = pool.toString('hex', offset, offset + bytes);
  offset += bytes;
  return hex;
}
