/**
 * `npm test`: every stage in order, stopping at the first that fails, then one summary of how
 * many tests ran and how long each step took. `--changed [ref]` runs only the Vitest
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

/** One step: its commands run in order; `counts` reads its tests' report. */
interface Step {
  name: string;
  commands: string[][];
  counts?: () => Promise<Counts>;
}

interface Outcome {
  name: string;
  seconds: number;
  ok: boolean;
  counts?: Counts | undefined;
  tail: Tail;
}

/** How many of a failed step's last lines are printed again above the summary. */
const TAIL_LINES = 150;

/**
 * The last lines a step printed. Steps run side by side interleave their output, and CI keeps only
 * the end of a run's: a failed step's own last lines, printed again at the end, say why it failed.
 */
class Tail {
  private lines: string[] = [''];

  add(chunk: string): void {
    const [first = '', ...rest] = chunk.split('\n');
    this.lines[this.lines.length - 1] += first;
    this.lines.push(...rest);
    if (this.lines.length > TAIL_LINES) this.lines.splice(0, this.lines.length - TAIL_LINES);
  }

  text(): string {
    return this.lines.join('\n').trimEnd();
  }
}

function run(command: string[], tail: Tail): Promise<boolean> {
  return new Promise((resolve) => {
    const [program, ...args] = command;
    // Piped output is not a terminal: colours are asked for where the run's own output is one.
    const env = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env;
    const child = spawn(program!, args, { stdio: ['inherit', 'pipe', 'pipe'], env });
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      from.setEncoding('utf8');
      from.on('data', (chunk: string) => {
        to.write(chunk);
        tail.add(chunk);
      });
    }
    child.on('error', (error) => {
      tail.add(`${error.message}\n`);
      resolve(false);
    });
    child.on('close', (code) => resolve(code === 0));
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

const typecheck: Step = { name: 'Types', commands: [['npm', 'run', '--silent', 'typecheck']] };
const lint: Step = { name: 'Lint', commands: [['npm', 'run', '--silent', 'lint']] };
const vitest: Step = {
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
};
const build: Step = { name: 'Build', commands: [['npm', 'run', '--silent', 'build']] };
const endToEnd: Step = {
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
};
/**
 * Stages run in order; a stage's steps run side by side: type checks and lint use one core each,
 * and the build, short, fills what Vitest leaves idle while its workers wait on their servers.
 */
const stages: Step[][] = [[typecheck, lint], [vitest, build], [endToEnd]];

async function runStep(step: Step): Promise<Outcome> {
  const from = performance.now();
  const tail = new Tail();
  let ok = true;
  for (const command of step.commands) if (ok) ok = await run(command, tail);
  const counts = await step.counts?.().catch(() => undefined);
  return { name: step.name, seconds: seconds(from), ok, counts, tail };
}

process.env.PLAYWRIGHT_JSON_OUTPUT_FILE = playwrightReport;
const started = performance.now();
const outcomes: Outcome[] = [];
for (const stage of stages) {
  const results = await Promise.all(stage.map(runStep));
  outcomes.push(...results);
  if (!results.every((outcome) => outcome.ok)) break;
}
await rm(reports, { recursive: true, force: true });

const steps = stages.flat();
const width = Math.max(...steps.map((step) => step.name.length));
const lines = outcomes.map(({ name, seconds: spent, ok, counts }) => {
  const tests = counts
    ? `${counts.passed} réussis` +
      (counts.failed ? `, ${counts.failed} en échec` : '') +
      (counts.skipped ? `, ${counts.skipped} ignorés` : '')
    : '';
  return `${ok ? '✓' : '✗'} ${name.padEnd(width)}  ${duration(spent).padStart(10)}  ${tests}`;
});
const allOk = outcomes.length === steps.length && outcomes.every((outcome) => outcome.ok);
const total = outcomes.reduce((sum, outcome) => sum + (outcome.counts?.passed ?? 0), 0);
const failures = outcomes
  .filter((outcome) => !outcome.ok)
  .flatMap(({ name, tail }) => ['', `== ${name} : ses dernières lignes ==`, tail.text()]);
console.log(
  [
    ...failures,
    '',
    `== ${changed ? 'npm run test:changed' : 'npm test'} : résumé ==`,
    ...lines,
    `${allOk ? 'Tout est vert' : 'Échec'} : ${total} tests réussis en ${duration(seconds(started))}.`,
  ].join('\n'),
);
process.exitCode = allOk ? 0 : 1;
