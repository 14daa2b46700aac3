/**
 * How the server runs as processes: one process by default, or `WORKERS=N` processes sharing one
 * port through node:cluster (PostgreSQL only), each stopping gracefully on SIGTERM or SIGINT.
 * docs/operations.md tells an operator what to expect from each.
 */
import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { configFromEnv, type ServerConfig } from './config.js';
import { describeError } from './db/client.js';

const STOP_SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/** How often a stopping server closes the keep-alive connections whose last answer was sent. */
const IDLE_SWEEP_MS = 100;

/** The primary gives its workers this long beyond their own bound before killing them. */
const PRIMARY_STOP_MARGIN_MS = 5_000;

/**
 * Reads the configuration, or prints why it cannot be used (in French, on stderr) and exits 1:
 * a bad value is the operator's to fix, a stack trace would only hide the message.
 */
export function configOrExit(): ServerConfig {
  try {
    return configFromEnv();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

/** Runs the server as configured: this process alone, or a primary and its workers. */
export async function run(config: ServerConfig): Promise<void> {
  if (config.workers > 1 && cluster.isPrimary) runPrimary(config);
  else await serve(config);
}

/** pino's levels, which LOG_LEVEL names. */
const LOG_LEVELS = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Infinity,
} as const;

const isLogLevel = (name: string): name is keyof typeof LOG_LEVELS => name in LOG_LEVELS;

type PrimaryLog = (level: 'info' | 'warn' | 'error', msg: string, fields?: object) => void;

/**
 * Log lines in the shape of Fastify's (pino's JSON: level, time, pid, hostname, msg) and under
 * the same LOG_LEVEL, for the primary, which runs no Fastify instance: one log stream, one format.
 */
function primaryLog(logLevel: string): PrimaryLog {
  const threshold = isLogLevel(logLevel) ? LOG_LEVELS[logLevel] : LOG_LEVELS.info;
  return (level, msg, fields = {}) => {
    if (LOG_LEVELS[level] < threshold) return;
    const line = JSON.stringify({
      level: LOG_LEVELS[level],
      time: Date.now(),
      pid: process.pid,
      hostname: os.hostname(),
      role: 'primary',
      ...fields,
      msg,
    });
    process.stdout.write(`${line}\n`);
  };
}

/**
 * Tells the process that started the server, when it did so with an IPC channel (the bench,
 * a supervisor written in Node), that every process listens: `{ status: 'ready', workers }`.
 */
function notifyParentReady(workers: number): void {
  process.send?.({ status: 'ready', workers });
}

/**
 * One server process: builds the app, listens, and on SIGTERM or SIGINT stops accepting
 * connections, lets the requests in progress finish, closes the database and exits 0; exits 1
 * when they have not finished within `stopTimeoutMs`.
 */
async function serve(config: ServerConfig): Promise<void> {
  let app: FastifyInstance | undefined;
  let stopRequested: NodeJS.Signals | undefined;
  // Handled from the start: a stop asked while the database opens waits for it, then exits.
  const stop = (signal: NodeJS.Signals) => {
    // A terminal's Ctrl-C reaches the workers both directly and through the primary.
    if (stopRequested) return;
    stopRequested = signal;
    if (app) stopGracefully(app, config, signal);
  };
  for (const signal of STOP_SIGNALS) process.on(signal, stop);

  try {
    app = await buildApp(config);
  } catch (error) {
    console.error(`Démarrage du serveur impossible : ${describeError(error)}`);
    process.exit(1);
  }
  if (stopRequested) {
    stopGracefully(app, config, stopRequested);
    return;
  }

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    console.error(`Écoute sur le port ${config.port} impossible : ${describeError(error)}`);
    await app.close().catch(() => undefined);
    process.exit(1);
  }
  app.log.info(
    { worker: cluster.worker?.id, workers: config.workers },
    cluster.isWorker ? 'Processus de travail prêt' : 'Serveur prêt',
  );
  // A worker's channel leads to the primary, which tells the parent itself.
  if (cluster.isPrimary) notifyParentReady(1);
}

/**
 * Stops accepting connections, lets the requests in progress finish, closes the database (the
 * database plugin's onClose hook) and exits 0; exits 1 past `stopTimeoutMs`.
 */
function stopGracefully(app: FastifyInstance, config: ServerConfig, signal: NodeJS.Signals): void {
  app.log.info(
    { signal },
    'Arrêt demandé : plus de nouvelles connexions, fin des requêtes en cours',
  );
  const giveUp = setTimeout(() => {
    app.log.error(
      { timeoutMs: config.stopTimeoutMs },
      'Arrêt forcé : des requêtes étaient encore en cours au bout du délai',
    );
    process.exit(1);
  }, config.stopTimeoutMs);
  // Node's server.close() closes the keep-alive connections idle at that moment only; one whose
  // answer is still being prepared would otherwise stay open until its keep-alive timeout.
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  app.close().then(
    () => {
      clearTimeout(giveUp);
      clearInterval(sweep);
      app.log.info('Serveur arrêté');
      process.exit(0);
    },
    (error: unknown) => {
      app.log.error({ err: error }, 'Arrêt du serveur en erreur');
      process.exit(1);
    },
  );
}

/**
 * How many unexpected worker exits the primary accepts within a window before it gives up: a
 * worker crashing at once on every start must not be restarted for ever.
 */
export class RestartBudget {
  private exits: number[] = [];

  constructor(
    readonly maxRestarts = 5,
    readonly windowMs = 60_000,
  ) {}

  /** Records an unexpected exit at `now`; true when a replacement may still be started. */
  allow(now = Date.now()): boolean {
    this.exits = [...this.exits.filter((at) => at > now - this.windowMs), now];
    return this.exits.length <= this.maxRestarts;
  }
}

/**
 * The primary: forks the workers, which share the port (the primary accepts connections and
 * hands them out in turn), replaces a worker that dies unexpectedly within a `RestartBudget`,
 * forwards SIGTERM and SIGINT to every worker and exits once they all have: 0 when each stopped
 * cleanly, 1 otherwise. It opens no database itself.
 */
function runPrimary(config: ServerConfig): void {
  const log = primaryLog(config.logLevel);
  const budget = new RestartBudget();
  const workers = new Set<Worker>();
  const listening = new Set<Worker>();
  let anyListened = false;
  let announced = false;
  let stopping = false;
  let failed = false;

  const fork = () => {
    const worker = cluster.fork();
    workers.add(worker);
    log('info', 'Processus de travail lancé', { worker: worker.id, workerPid: worker.process.pid });
    worker.once('listening', () => {
      anyListened = true;
      listening.add(worker);
      if (listening.size === config.workers && !stopping && !announced) {
        announced = true;
        log('info', `Les ${config.workers} processus de travail sont prêts`);
        notifyParentReady(config.workers);
      }
    });
  };

  const exitWhenAlone = () => {
    if (workers.size > 0) return;
    if (failed) log('error', 'Arrêt en erreur');
    else log('info', 'Tous les processus de travail sont arrêtés');
    process.exit(failed ? 1 : 0);
  };

  const stopAll = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log('info', 'Arrêt demandé : transmis aux processus de travail', { signal });
    for (const worker of workers) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of workers) worker.process.kill('SIGKILL');
      log('error', 'Arrêt forcé : des processus de travail ne se sont pas arrêtés à temps');
      process.exit(1);
    }, config.stopTimeoutMs + PRIMARY_STOP_MARGIN_MS).unref();
    exitWhenAlone();
  };

  const giveUp = (message: string, fields: object = {}) => {
    log('error', message, fields);
    failed = true;
    stopAll('SIGTERM');
  };

  cluster.on('exit', (worker, code, signal) => {
    workers.delete(worker);
    listening.delete(worker);
    const fields = { worker: worker.id, workerPid: worker.process.pid, code, signal };
    if (stopping) {
      if (code !== 0) failed = true;
      log(code === 0 ? 'info' : 'error', 'Processus de travail arrêté', fields);
      exitWhenAlone();
    } else if (!anyListened) {
      // No worker has ever started: the cause (database, port, configuration) is the same for all.
      log('error', 'Processus de travail arrêté avant d’avoir démarré', fields);
      giveUp('Aucun processus de travail n’a pu démarrer : abandon');
    } else if (!budget.allow()) {
      log('error', 'Processus de travail arrêté de façon inattendue', fields);
      giveUp(
        `Plus de ${budget.maxRestarts} arrêts inattendus en ${budget.windowMs / 1000} s : abandon`,
      );
    } else {
      log('error', 'Processus de travail arrêté de façon inattendue : remplacé', fields);
      fork();
    }
  });

  for (const signal of STOP_SIGNALS) process.on(signal, stopAll);
  log('info', `Démarrage de ${config.workers} processus de travail`, { workers: config.workers });
  for (let i = 0; i < config.workers; i++) fork();
}
