import type { ComponentChildren } from 'preact';

export interface Column<T> {
  header: string;
  cell: (row: T) => ComponentChildren;
  /** Written as the cell's `data-field`, for tests and styles to find the value. */
  field?: string;
}

/**
 * A table of `rows`: the first column heads each row (`<th scope="row">`), `rowKey` names it for Preact and as
 * `data-<rowKey.name>` on the row (e.g. `data-deal-id`).
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: { name: string; of: (row: T) => string };
}) {
  return (
    <table>
      <caption class="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th scope="col" key={column.header}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const key = rowKey.of(row);
          return (
            <tr key={key} {...{ [`data-${rowKey.name}`]: key }}>
              {columns.map((column, index) =>
                index === 0 ? (
                  <th scope="row" key={column.header} data-field={column.field}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.header} data-field={column.field}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
