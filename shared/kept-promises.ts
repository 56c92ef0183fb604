/** Where promises are kept by key: a Map, or a WeakMap to keep them only as long as their key lives. */
export interface PromiseStore<K, V> {
  get(key: K): Promise<V> | undefined;
  set(key: K, value: Promise<V>): unknown;
  delete(key: K): boolean;
}

/** The promise kept under `key`, else the one `make` starts, kept until it rejects: a failure is asked again next time. */
export function keptUntilRejected<K, V>(store: PromiseStore<K, V>, key: K, make: () => Promise<V>): Promise<V> {
  let kept = store.get(key);
  if (!kept) {
    kept = make();
    store.set(key, kept);
    kept.catch(() => store.delete(key));
  }
  return kept;
}
