import type { ComponentChildren } from 'preact';
import { ErrorNotice, Loading } from './notice.tsx';
import type { Loaded } from './use-load.ts';

/**
 * What a loaded list shows: the loading note, a failure, the `empty` sentence when it holds nothing, else `children`
 * of its items.
 */
export function LoadedView<T>({
  loaded,
  empty,
  children,
}: {
  loaded: Loaded<readonly T[]>;
  empty: string;
  children: (items: readonly T[]) => ComponentChildren;
}) {
  return (
    <>
      <Loading loading={loaded.loading} />
      <ErrorNotice error={loaded.error} />
      {loaded.data?.length === 0 ? <p>{empty}</p> : null}
      {loaded.data?.length ? children(loaded.data) : null}
    </>
  );
}
