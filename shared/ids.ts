import { ulid } from 'ulid';

/** Time-ordered, prefixed identifiers: the prefix tells a reader what a bare id refers to. */
export type IdPrefix = 'acc' | 'ses' | 'key' | 'lfa' | 'req' | 'lst' | 'rev' | 'dea' | 'apr' | 'mdt' | 'clm' | 'whk' | 'job' | 'obx' | 'cle' | 'sbx' | 'ctu' | 'ans' | 'bid' | 'mal';

export function newId(prefix: IdPrefix): string {
  return `${prefix}_${ulid().toLowerCase()}`;
}
