/** A map of at most `capacity` entries that forgets the least recently used first; capacity 0 keeps nothing. */
export class LruCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly capacity: number) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // A Map iterates in insertion order: re-inserting makes the entry the most recent.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    if (this.capacity === 0) return;
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as K);
  }

  /** Removes the entry only if it still holds `value`, so a late failure does not remove a newer value. */
  deleteIfSame(key: K, value: V): void {
    if (this.entries.get(key) === value) this.entries.delete(key);
  }
}
