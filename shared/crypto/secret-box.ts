import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** A secret encrypted with AES-256-GCM: base64 of the 12-byte IV, the auth tag and the ciphertext. */
export interface SealedSecret {
  iv: string;
  tag: string;
  ciphertext: string;
}

/**
 * Encrypts secrets the service must read back (webhook signing secrets, the token-bearing text of mails) with a key derived from
 * `DATA_ENCRYPTION_KEY`; GCM's tag makes a tampered or wrongly keyed record fail loudly instead of signing garbage.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(dataEncryptionKey: string) {
    this.key = createHash('sha256').update(dataEncryptionKey, 'utf8').digest();
  }

  seal(secret: string): SealedSecret {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return {
      iv: iv.toString('base64'),
      tag: cipher.getAuthTag().toString('base64'),
      ciphertext: ciphertext.toString('base64'),
    };
  }

  open(sealed: SealedSecret): string {
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(sealed.iv, 'base64'));
    decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(sealed.ciphertext, 'base64')), decipher.final()]).toString(
      'utf8',
    );
  }
}
