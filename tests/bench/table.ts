/** A plain-text table for the terminal and the closing notes. */
export function formatTable(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  const rule = `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`;
  return [line(cells[0]!), rule, ...cells.slice(1).map(line)].join('\n');
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
