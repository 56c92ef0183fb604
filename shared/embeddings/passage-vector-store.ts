import { createHash } from 'node:crypto';
import { mkdir, open, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { Vector } from './embeddings-api.ts';

export interface StoredVector {
  key: string;
  vector: Vector;
}

interface Line {
  offset: number;
  length: number;
}

const scanChunkBytes = 4 * 1024 * 1024;
const newline = 0x0a;

/** The key of a passage's vector: the model and the exact text it embedded (prefix included). */
export function passageVectorKey(model: string, input: string): string {
  return createHash('sha256').update(model).update('\0').update(input).digest('hex');
}

/**
 * Passage vectors in an append-only file of JSON lines, `{"key": "<sha256 hex>", "vector": "<base64 float32 LE>"}`,
 * so a machine embeds a seed once. Only the keys are held in memory; vectors are read from the file when asked for.
 * Several processes may append to one file: each batch is one write in append mode, whole lines, and keys that are
 * not known yet are looked for in what was appended since the last look. A line torn by a crash is skipped (its
 * text is embedded again).
 */
export class PassageVectorStore {
  private readonly lines = new Map<string, Line>();
  private scannedTo = 0;

  private constructor(
    private readonly file: FileHandle,
    private readonly dimensions: number,
  ) {}

  static async open(filePath: string, dimensions: number): Promise<PassageVectorStore> {
    await mkdir(path.dirname(filePath), { recursive: true });
    const store = new PassageVectorStore(await open(filePath, 'a+'), dimensions);
    await store.scanNewLines();
    return store;
  }

  get size(): number {
    return this.lines.size;
  }

  /** The stored vector of each key, in order; undefined where there is none. */
  async read(keys: readonly string[]): Promise<Array<Vector | undefined>> {
    if (keys.some((key) => !this.lines.has(key))) await this.scanNewLines();
    return Promise.all(keys.map((key) => this.readVector(key)));
  }

  async append(entries: readonly StoredVector[]): Promise<void> {
    const text = entries.map(({ key, vector }) => `${JSON.stringify({ key, vector: encode(vector) })}\n`).join('');
    const bytes = Buffer.from(text, 'utf8');
    // One write(2) in append mode: lines of concurrent writers do not interleave.
    const { bytesWritten } = await this.file.write(bytes);
    if (bytesWritten !== bytes.length) throw new Error(`only ${bytesWritten} of ${bytes.length} bytes were appended`);
  }

  close(): Promise<void> {
    return this.file.close();
  }

  private async readVector(key: string): Promise<Vector | undefined> {
    const line = this.lines.get(key);
    if (!line) return undefined;
    const buffer = Buffer.alloc(line.length);
    await this.file.read(buffer, 0, line.length, line.offset);
    return decode((JSON.parse(buffer.toString('utf8')) as { vector: string }).vector);
  }

  /** Indexes the complete lines written since the last scan, by this process or another. */
  private async scanNewLines(): Promise<void> {
    const { size } = await this.file.stat();
    let pending = Buffer.alloc(0);
    let pendingOffset = this.scannedTo;
    for (let position = this.scannedTo; position < size;) {
      const chunk = Buffer.alloc(Math.min(scanChunkBytes, size - position));
      const { bytesRead } = await this.file.read(chunk, 0, chunk.length, position);
      if (bytesRead === 0) break;
      position += bytesRead;
      pending =
        pending.length > 0 ? Buffer.concat([pending, chunk.subarray(0, bytesRead)]) : chunk.subarray(0, bytesRead);
      let start = 0;
      for (let end = pending.indexOf(newline); end >= 0; end = pending.indexOf(newline, start)) {
        this.indexLine(pending.subarray(start, end), pendingOffset + start);
        start = end + 1;
      }
      pending = pending.subarray(start);
      pendingOffset += start;
    }
    this.scannedTo = pendingOffset;
  }

  private indexLine(line: Buffer, offset: number): void {
    let parsed: { key?: unknown; vector?: unknown };
    try {
      parsed = JSON.parse(line.toString('utf8')) as typeof parsed;
    } catch {
      return;
    }
    const { key, vector } = parsed;
    if (typeof key !== 'string' || !/^[0-9a-f]{64}$/.test(key) || this.lines.has(key)) return;
    if (typeof vector !== 'string' || Buffer.byteLength(vector, 'base64') !== this.dimensions * 4) return;
    this.lines.set(key, { offset, length: line.length });
  }
}

function encode(vector: Vector): string {
  const bytes = Buffer.alloc(vector.length * 4);
  vector.forEach((component, i) => bytes.writeFloatLE(component, i * 4));
  return bytes.toString('base64');
}

function decode(base64: string): Vector {
  const bytes = Buffer.from(base64, 'base64');
  return Object.freeze(Array.from({ length: bytes.length / 4 }, (_, i) => bytes.readFloatLE(i * 4)));
}
