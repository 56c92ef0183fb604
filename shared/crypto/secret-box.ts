import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { keyIdOf } from './key-id.ts';

/**
 * A secret encrypted with AES-256-GCM: base64 of the 12-byte IV, the auth tag and the ciphertext, and the id of the
 * key that sealed it (records sealed before key ids existed have none: the current key sealed them).
 */
export interface SealedSecret {
  iv: string;
  tag: string;
  ciphertext: string;
  keyId?: string;
}

interface BoxKey {
  id: string;
  key: Buffer;
}

/**
 * Encrypts secrets the service must read back (webhook signing secrets, the token-bearing text of mails) with a key derived from
 * `DATA_ENCRYPTION_KEY`; GCM's tag makes a tampered or wrongly keyed record fail loudly instead of signing garbage.
 * During a rotation it also opens what `DATA_ENCRYPTION_KEY_PREVIOUS` sealed; it always seals with the current key.
 */
export class SecretBox {
  private readonly current: BoxKey;
  private readonly previous: BoxKey | null;

  constructor(dataEncryptionKey: string, previousDataEncryptionKey: string | null = null) {
    this.current = boxKey(dataEncryptionKey);
    this.previous = previousDataEncryptionKey ? boxKey(previousDataEncryptionKey) : null;
  }

  seal(secret: string): SealedSecret {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.current.key, iv);
    const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return {
      iv: iv.toString('base64'),
      tag: cipher.getAuthTag().toString('base64'),
      ciphertext: ciphertext.toString('base64'),
      keyId: this.current.id,
    };
  }

  /** Whether `sealed` is under the current key (a record without a key id counts as such). */
  isCurrent(sealed: SealedSecret): boolean {
    return sealed.keyId === undefined || sealed.keyId === this.current.id;
  }

  /** The secret; throws if the key it names is not one this box holds, or the record does not open under it. */
  open(sealed: SealedSecret): string {
    const decipher = createDecipheriv('aes-256-gcm', this.keyOf(sealed), Buffer.from(sealed.iv, 'base64'));
    decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(sealed.ciphertext, 'base64')), decipher.final()]).toString(
      'utf8',
    );
  }

  private keyOf(sealed: SealedSecret): Buffer {
    if (this.isCurrent(sealed)) return this.current.key;
    if (this.previous && sealed.keyId === this.previous.id) return this.previous.key;
    throw new Error(`sealed under key ${sealed.keyId}, which is neither the current nor the previous data key`);
  }
}

function boxKey(dataEncryptionKey: string): BoxKey {
  return {
    id: keyIdOf('data-encryption', dataEncryptionKey),
    key: createHash('sha256').update(dataEncryptionKey, 'utf8').digest(),
  };
}
