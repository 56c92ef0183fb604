import type { SealedSecret, SecretBox } from '../../../shared/crypto/secret-box.ts';

/** Subscriptions whose opened secret is kept; past this, the one opened longest ago is forgotten first. */
const KEPT = 10_000;

/**
 * Signing secrets in the clear by subscription, opened once per sealed value rather than at every delivery (an
 * AES-GCM open cost as much CPU as the HMAC and the body together). A subscription whose secret was rotated since
 * carries another sealed value and is opened again; a secret sealed under another key opens as null.
 */
export class OpenedSecrets {
  private readonly opened = new Map<string, { sealed: SealedSecret; secret: string | null }>();

  constructor(
    private readonly box: Pick<SecretBox, 'open'>,
    private readonly kept: number = KEPT,
  ) {}

  of(subscriptionId: string, sealed: SealedSecret): string | null {
    const known = this.opened.get(subscriptionId);
    if (known && sameSealed(known.sealed, sealed)) return known.secret;
    const secret = this.open(sealed);
    this.opened.delete(subscriptionId);
    this.opened.set(subscriptionId, { sealed, secret });
    if (this.opened.size > this.kept) this.opened.delete(this.opened.keys().next().value!);
    return secret;
  }

  private open(sealed: SealedSecret): string | null {
    try {
      return this.box.open(sealed);
    } catch {
      return null;
    }
  }
}

function sameSealed(a: SealedSecret, b: SealedSecret): boolean {
  return a.iv === b.iv && a.tag === b.tag && a.ciphertext === b.ciphertext;
}
