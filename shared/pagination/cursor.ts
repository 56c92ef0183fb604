/**
 * The position of the last item of a page in the (createdAt desc, id desc) order of a list.
 * The next page continues strictly after it, so inserts between page fetches never shift a page.
 */
export interface CursorPosition {
  createdAt: Date;
  id: string;
}

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const BASE64URL_PATTERN = /^[A-Za-z0-9_-]+$/;

/** The opaque cursor: base64url of `[createdAt in epoch milliseconds, id]`. */
export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(JSON.stringify([position.createdAt.getTime(), position.id]), 'utf8').toString('base64url');
}

/** The position a cursor names, or null when the cursor is not one this service issued. */
export function decodeCursor(cursor: string): CursorPosition | null {
  if (!BASE64URL_PATTERN.test(cursor)) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(decoded) || decoded.length !== 2) return null;
  const [millis, id] = decoded as [unknown, unknown];
  if (!Number.isSafeInteger(millis) || typeof id !== 'string' || !ID_PATTERN.test(id)) return null;
  const createdAt = new Date(millis as number);
  if (Number.isNaN(createdAt.getTime())) return null;
  const position = { createdAt, id };
  // Only the canonical spelling is accepted, so one position has exactly one cursor.
  return encodeCursor(position) === cursor ? position : null;
}
