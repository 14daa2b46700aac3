/**
 * `npm test`: every stage in order, stopping at the first that fails, then one summary of how
 * many tests ran and how long each stage took. Type checks and lint run side by side (each uses
 * one core); the test stages use every core themselves. `--changed [ref]` runs only the Vitest
 * files that import a changed file and the end-to-end specs changed since `ref` (default: the
 * uncommitted changes): `npm run test:changed`. docs/testing.md tells what runs where.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

interface Stage {
  name: string;
  commands: string[][];
  /** Reads the stage's test counts from the report it wrote. */
  counts?: () => Promise<Counts>;
}

interface Outcome {
  name: string;
  seconds: number;
  ok: boolean;
  counts?: Counts | undefined;
}

function run(command: string[]): Promise<boolean> {
  return new Promise((resolve) => {
    const [program, ...args] = command;
    const child = spawn(program!, args, { stdio: 'inherit' });
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
}

/** Vitest's JSON report: one entry per file, each with its tests' statuses. */
async function vitestCounts(file: string): Promise<Counts> {
  const report = JSON.parse(await readFile(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

/** Playwright's JSON report: its stats count tests by outcome. */
async function playwrightCounts(file: string): Promise<Counts> {
  const { stats } = JSON.parse(await readFile(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  return { passed: stats.expected, failed: stats.unexpected + stats.flaky, skipped: stats.skipped };
}

function seconds(from: number): number {
  return (performance.now() - from) / 1000;
}

function duration(total: number): string {
  const minutes = Math.floor(total / 60);
  const rest = Math.round(total - minutes * 60);
  return minutes > 0 ? `${minutes} min ${String(rest).padStart(2, '0')} s` : `${rest} s`;
}

const changedAt = process.argv.indexOf('--changed');
const changed = changedAt >= 0;
const since = changed ? process.argv[changedAt + 1] : undefined;
const reports = await mkdtemp(path.join(tmpdir(), 'avantages-pro-test-reports-'));
const vitestReport = path.join(reports, 'vitest.json');
const playwrightReport = path.join(reports, 'playwright.json');

const stages: Stage[] = [
  {
    name: 'Types et lint',
    commands: [
      ['npm', 'run', '--silent', 'typecheck'],
      ['npm', 'run', '--silent', 'lint'],
    ],
  },
  {
    name: 'Unitaires, composants et API (Vitest)',
    commands: [
      [
        'npx',
        'vitest',
        'run',
        ...(changed ? [since ? `--changed=${since}` : '--changed'] : []),
        '--passWithNoTests',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${vitestReport}`,
      ],
    ],
    counts: () => vitestCounts(vitestReport),
  },
  { name: 'Build', commands: [['npm', 'run', '--silent', 'build']] },
  {
    name: 'Bout en bout (Playwright, Chromium)',
    commands: [
      ['bash', 'tests/setup/ensure-chromium.sh'],
      [
        'npx',
        'playwright',
        'test',
        ...(changed ? [since ? `--only-changed=${since}` : '--only-changed'] : []),
        '--pass-with-no-tests',
      ],
    ],
    counts: () => playwrightCounts(playwrightReport),
  },
];

process.env.PLAYWRIGHT_JSON_OUTPUT_FILE = playwrightReport;
const started = performance.now();
const outcomes: Outcome[] = [];
for (const stage of stages) {
  const from = performance.now();
  // The first stage's commands are independent and single-threaded: side by side.
  const ok =
    stage === stages[0]
      ? (await Promise.all(stage.commands.map(run))).every(Boolean)
      : await stage.commands.reduce<Promise<boolean>>(
          async (previous, command) => (await previous) && run(command),
          Promise.resolve(true),
        );
  const counts = await stage.counts?.().catch(() => undefined);
  outcomes.push({ name: stage.name, seconds: seconds(from), ok, counts });
  if (!ok) break;
}
await rm(reports, { recursive: true, force: true });

const width = Math.max(...stages.map((stage) => stage.name.length));
const lines = outcomes.map(({ name, seconds: spent, ok, counts }) => {
  const tests = counts
    ? `${counts.passed} réussis` +
      (counts.failed ? `, ${counts.failed} en échec` : '') +
      (counts.skipped ? `, ${counts.skipped} ignorés` : '')
    : '';
  return `${ok ? '✓' : '✗'} ${name.padEnd(width)}  ${duration(spent).padStart(10)}  ${tests}`;
});
const allOk = outcomes.length === stages.length && outcomes.every((outcome) => outcome.ok);
const total = outcomes.reduce((sum, outcome) => sum + (outcome.counts?.passed ?? 0), 0);
console.log(
  [
    '',
    `== ${changed ? 'npm run test:changed' : 'npm test'} : résumé ==`,
    ...lines,
    `${allOk ? 'Tout est vert' : 'Échec'} : ${total} tests réussis en ${duration(seconds(started))}.`,
  ].join('\n'),
);
process.exitCode = allOk ? 0 : 1;
