import type { ComponentChildren } from 'preact';

export interface Definition {
  term: string;
  value: ComponentChildren;
  /** Written as the value's `data-field`. */
  field?: string;
}

/** Terms and their values (`<dl>`); entries without a value are left out. */
export function Definitions({ items }: { items: Array<Definition | null | false | undefined> }) {
  return (
    <dl>
      {items.flatMap((item) =>
        item
          ? [
              <dt key={`${item.term}-term`}>{item.term}</dt>,
              <dd key={`${item.term}-value`} data-field={item.field}>
                {item.value}
              </dd>,
            ]
          : [],
      )}
    </dl>
  );
}
