/**
 * The server's floor, measured in the same run as each read endpoint (docs/performance.md, "The
 * server's floor"): what a bare Fastify process achieves sending the same bytes, so that the real
 * server's figures are read as ratios to it, whatever this host's speed that day.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../../server/config';
import { rawGet } from '../support/raw-get';

export interface FloorAnswer {
  path: string;
  headers: Record<string, string>;
  bodyBase64: string;
}

/**
 * The headers the floor does not copy: set per answer by Node and Fastify themselves. Every other
 * header (the security headers included) is part of the answer's bytes, sent again as it was.
 */
const PER_ANSWER_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'set-cookie',
]);

/** The real server's answer to `urlPath`, as sent (compressed as asked), to be sent again. */
export async function capturedAnswer(
  baseUrl: string,
  urlPath: string,
  headers: Record<string, string>,
): Promise<FloorAnswer> {
  const answer = await rawGet(`${baseUrl}${urlPath}`, headers);
  if (answer.status !== 200) throw new Error(`${urlPath} answered ${answer.status}.`);
  const kept = Object.fromEntries(
    Object.entries(answer.headers).flatMap(([name, value]) =>
      typeof value === 'string' && !PER_ANSWER_HEADERS.has(name) ? [[name, value]] : [],
    ),
  );
  return { path: urlPath, headers: kept, bodyBase64: answer.body.toString('base64') };
}

export interface ServerFloor {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Starts the floor, in a process of its own, sending `answers`. */
export async function startServerFloor(answers: FloorAnswer[]): Promise<ServerFloor> {
  const dir = await mkdtemp(path.join(tmpdir(), 'server-floor-'));
  const file = path.join(dir, 'answers.json');
  await writeFile(file, JSON.stringify(answers));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'tests/bench/server-floor-process.ts', file],
    { cwd: PROJECT_ROOT, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] },
  );
  try {
    const [message] = (await once(child, 'message')) as [{ port: number }];
    return {
      baseUrl: `http://127.0.0.1:${message.port}`,
      async stop() {
        if (child.exitCode === null) {
          child.kill('SIGTERM');
          await once(child, 'exit');
        }
        await rm(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    child.kill('SIGKILL');
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
