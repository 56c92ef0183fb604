import { useCallback, useEffect, useState } from 'preact/hooks';

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/** Runs `load` when the page shows and on `reload()`, keeping the last answer while a new one loads. */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[] = []): Loaded<T> {
  const [state, setState] = useState<{ data: T | undefined; error: unknown; loading: boolean }>({
    data: undefined,
    error: undefined,
    loading: true,
  });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true }));
    load().then(
      (data) => current && setState({ data, error: undefined, loading: false }),
      (error: unknown) => current && setState((previous) => ({ data: previous.data, error, loading: false })),
    );
    return () => {
      current = false;
    };
  }, [round, ...deps]);
  return { ...state, reload: useCallback(() => setRound((value) => value + 1), []) };
}

/** Collects every element of an async iterable (the SDK's `paginate`), at most `max`. */
export async function all<T>(items: AsyncIterable<T>, max = 200): Promise<T[]> {
  const collected: T[] = [];
  for await (const item of items) {
    collected.push(item);
    if (collected.length >= max) break;
  }
  return collected;
}
