// One way for every bench to report a figure: a printed line (name, value, target, the same run's
// baseline) and a row kept for `npm run bench`'s JSON file, so a later run can be compared with
// this one. Figures are measurements, never pass/fail checks.
export interface Figure {
  /** What was measured, e.g. 'invoice save p50'. */
  name: string;
  value: number;
  /** 'ms', 's', 'MB', 'KB', '/s', 'ratio', ... */
  unit: string;
  /** The issue's target, as words: '≤ 3', '≥ 300'. */
  target?: string;
  /** What the figure is measured against in the same run, e.g. a raw PutItem. */
  baseline?: { name: string; value: number; unit: string };
  /** Whether the target is met; absent when the figure has no target. */
  met?: boolean;
}

const recorded: Array<Figure & { bench: string }> = [];
let currentBench = '';

export function startBench(name: string): void {
  currentBench = name;
}

const show = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(value < 10 ? 2 : 1));

export function recordFigure(figure: Figure): void {
  recorded.push({ ...figure, bench: currentBench });
  const verdict = figure.met === undefined ? '' : figure.met ? '  ok' : '  MISSED';
  const target = figure.target ? `   target ${figure.target}` : '';
  const baseline = figure.baseline
    ? `   (baseline ${figure.baseline.name}: ${show(figure.baseline.value)} ${figure.baseline.unit})`
    : '';
  console.log(`  ${figure.name.padEnd(40)} ${show(figure.value).padStart(10)} ${figure.unit.padEnd(5)}${target}${verdict}${baseline}`);
}

export function recordedFigures(): ReadonlyArray<Figure & { bench: string }> {
  return recorded;
}

/** The value at percentile `p` (0–100) of ascending `sorted` times (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

/** The run's closing table: every figure that has a target, with the verdict, then the count. */
export function summaryTable(figures: ReadonlyArray<Figure & { bench: string }> = recorded): string {
  const targeted = figures.filter((figure) => figure.target !== undefined);
  const rows = targeted.map((figure) => [
    figure.bench,
    figure.name,
    `${show(figure.value)} ${figure.unit}`,
    figure.target ?? '',
    figure.met === undefined ? '' : figure.met ? 'met' : 'MISSED',
  ]);
  const header = ['bench', 'figure', 'value', 'target', 'verdict'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const format = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd();
  const missed = targeted.filter((figure) => figure.met === false).length;
  return [
    format(header),
    format(widths.map((width) => '-'.repeat(width))),
    ...rows.map(format),
    `${targeted.length - missed} of ${targeted.length} targets met${missed > 0 ? `, ${missed} missed` : ''}`,
  ].join('\n');
}
