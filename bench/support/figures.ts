/** The nearest-rank percentile of ascending values. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** The values in ascending order, as percentile() takes them. */
export function ascending(values: readonly number[]): number[] {
  return [...values].sort((a, b) => a - b);
}

export function ratio(value: number, base: number): string {
  return base > 0 ? `${(value / base).toFixed(2)}x` : 'n/a';
}

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

export function mebibytes(bytes: number): string {
  return `${(bytes / 2 ** 20).toFixed(0)} MiB`;
}

/** Rows of cells in aligned columns: the first left-aligned, the others right-aligned. */
export function printTable(rows: readonly (readonly string[])[]): void {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, column) => (widths[column] = Math.max(widths[column] ?? 0, cell.length)));
  for (const row of rows)
    console.log(
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join('  ')
        .trimEnd(),
    );
}
