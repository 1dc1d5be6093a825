/**
 * Figures the benchmarks measure, in one shape, so that `npm run bench` (bench/all.ts) can put
 * every one beside its baseline from the same run and its goal (issue 22), in one table and in
 * JSON. A benchmark run on its own prints as before; under bench/all.ts it also hands its
 * figures over through the file BENCH_FIGURES_FILE names (one JSON figure per line).
 */
import { appendFileSync } from 'node:fs';

/** A goal: the figure against a number, or against its baseline times a factor. */
export type Goal =
  { op: '≤' | '<' | '≥' | '>'; value: number } | { op: '≤'; timesBaseline: number };

export interface Figure {
  /** The benchmark that measured it (its script's name). */
  bench: string;
  /** What was measured, in a fan's or operator's words. */
  name: string;
  value: number;
  unit: string;
  /** The same measure of something simpler in the same run (bare `ws`, HTTP alone, tsx…). */
  baseline?: { name: string; value: number };
  goal?: Goal;
  /** How it was measured, when that matters for reading it (database, counts). */
  note?: string;
}

/** Hands figures to bench/all.ts (when it runs this benchmark); a lone run keeps them printed. */
export function recordFigures(figures: Figure[]): void {
  const file = process.env.BENCH_FIGURES_FILE;
  if (!file) return;
  appendFileSync(file, figures.map((figure) => JSON.stringify(figure) + '\n').join(''));
}

/** Whether a figure meets its goal (undefined: it has none, or the baseline is missing). */
export function meetsGoal(figure: Figure): boolean | undefined {
  const { goal } = figure;
  if (!goal || !Number.isFinite(figure.value)) return undefined;
  if ('timesBaseline' in goal) {
    if (!figure.baseline || !Number.isFinite(figure.baseline.value)) return undefined;
    return figure.value <= figure.baseline.value * goal.timesBaseline;
  }
  switch (goal.op) {
    case '≤':
      return figure.value <= goal.value;
    case '<':
      return figure.value < goal.value;
    case '≥':
      return figure.value >= goal.value;
    case '>':
      return figure.value > goal.value;
  }
}

/** The goal in words, for the table. */
export function goalText(figure: Figure): string {
  const { goal } = figure;
  if (!goal) return '';
  if ('timesBaseline' in goal) return `≤ ${goal.timesBaseline}× baseline`;
  return `${goal.op} ${goal.value.toLocaleString('en')} ${figure.unit}`;
}

/** The p-th percentile of sorted numbers. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}
