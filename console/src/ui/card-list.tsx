import type { ComponentChildren } from 'preact';

/** Items shown as cards, one list item each. */
export function CardList<T>({
  label,
  items,
  itemKey,
  children,
}: {
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  children: (item: T) => ComponentChildren;
}) {
  return (
    <ul class="cards" aria-label={label}>
      {items.map((item) => (
        <li key={itemKey(item)}>{children(item)}</li>
      ))}
    </ul>
  );
}
