import { useState } from 'preact/hooks';

/** Runs one user action at a time: `busy` while it runs, its failure in `error`, its outcome text in `done`. */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  const [done, setDone] = useState<string | undefined>(undefined);
  async function run(action: () => Promise<string | undefined | void>): Promise<void> {
    setBusy(true);
    setError(undefined);
    setDone(undefined);
    try {
      setDone((await action()) ?? undefined);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, done, run };
}
