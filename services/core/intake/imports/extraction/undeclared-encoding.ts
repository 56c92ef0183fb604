import { isUtf8 } from 'node:buffer';

/**
 * The encoding of text that declares none (no BOM, no charset in its Content-Type or in the page), as browsers guess
 * it: UTF-8 when the bytes are valid UTF-8 (legacy single-byte text with accented letters almost never is), else
 * windows-1252.
 */
export function undeclaredEncoding(bytes: Uint8Array): 'utf-8' | 'windows-1252' {
  return isUtf8(bytes) ? 'utf-8' : 'windows-1252';
}
