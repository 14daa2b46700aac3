/**
 * The bench's figures, each next to its budget, written as Markdown and JSON.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type Verdict = 'pass' | 'fail' | 'info';

export interface Figure {
  section: string;
  name: string;
  value: number | null;
  unit: string;
  /** Human-readable budget, e.g. "≤ 120 KB"; absent for figures reported without one. */
  budget?: string;
  verdict: Verdict;
  note?: string;
}

/** A figure checked against a budget; a missing value (measurement failed) is a failure. */
export function budgeted(
  section: string,
  name: string,
  value: number | null,
  unit: string,
  budget: string,
  ok: (value: number) => boolean,
  note?: string,
): Figure {
  const verdict = value !== null && ok(value) ? 'pass' : 'fail';
  return { section, name, value, unit, budget, verdict, ...(note ? { note } : {}) };
}

export function reported(
  section: string,
  name: string,
  value: number | null,
  unit: string,
  note?: string,
): Figure {
  return { section, name, value, unit, verdict: 'info', ...(note ? { note } : {}) };
}

function formatValue(figure: Figure): string {
  if (figure.value === null) return 'n/a';
  // Sizes keep a decimal: a budget of 120 KB is missed by tenths.
  const digits =
    figure.unit === 'KB' ? 1 : Math.abs(figure.value) >= 100 || Number.isInteger(figure.value) ? 0 : 2;
  const number = figure.value.toLocaleString('en-US', {
    maximumFractionDigits: figure.unit === '' ? 3 : digits,
  });
  return figure.unit === '' ? number : `${number} ${figure.unit}`;
}

export interface BenchReport {
  startedAt: string;
  durationSeconds: number;
  environment: Record<string, string>;
  figures: Figure[];
}

export function toMarkdown(report: BenchReport): string {
  const lines = [
    '# Avantages Pro — bench report',
    '',
    `Run ${report.startedAt} (${report.durationSeconds.toFixed(0)} s). ` +
      Object.entries(report.environment)
        .map(([key, value]) => `${key}: ${value}`)
        .join('; ') +
      '.',
    '',
  ];
  const sections = [...new Set(report.figures.map((figure) => figure.section))];
  for (const section of sections) {
    lines.push(`## ${section}`, '', '| figure | value | budget | result | note |', '|---|---|---|---|---|');
    for (const figure of report.figures.filter((f) => f.section === section)) {
      const result = figure.verdict === 'info' ? '—' : figure.verdict === 'pass' ? 'pass' : '**FAIL**';
      lines.push(
        `| ${figure.name} | ${formatValue(figure)} | ${figure.budget ?? '—'} | ${result} | ${figure.note ?? ''} |`,
      );
    }
    lines.push('');
  }
  const failed = report.figures.filter((figure) => figure.verdict === 'fail');
  lines.push(
    failed.length === 0
      ? 'Every budget passes.'
      : `Failing budgets: ${failed.map((f) => `${f.section} / ${f.name}`).join(', ')}.`,
    '',
  );
  return lines.join('\n');
}

/** Prints one figure as soon as it is measured, so a long run shows its progress. */
export function printFigure(figure: Figure): void {
  const result = figure.verdict === 'info' ? '' : figure.verdict === 'pass' ? '  pass' : '  FAIL';
  const budget = figure.budget ? `  (budget ${figure.budget})` : '';
  const note = figure.note ? `  [${figure.note}]` : '';
  console.log(`  ${figure.section} / ${figure.name}: ${formatValue(figure)}${budget}${result}${note}`);
}

export async function writeReport(folder: string, report: BenchReport): Promise<void> {
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(path.join(folder, 'report.md'), toMarkdown(report));
}
