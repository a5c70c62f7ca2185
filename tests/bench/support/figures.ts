// One way for every bench to report a figure: a printed line (name, value, target, the same run's
// baseline) and a row kept for `npm run bench`'s JSON file, so a later run can be compared with
// this one. Figures are measurements, never pass/fail checks.
export interface Figure {
  /** What was measured, e.g. 'invoice save p50'. */
  name: string;
  value: number;
  /** 'ms', 's', 'MB', 'KB', '/s', 'ratio', ... */
  unit: string;
  /** The target, as words: '≤ 3', '≥ 300'. */
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
