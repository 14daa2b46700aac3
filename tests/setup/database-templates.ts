/**
 * The API projects' global setup: the two seeded templates every test database is copied from
 * (tests/support/test-database.ts), made once per run, before any test file starts, and removed
 * after the last one.
 */
import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import {
  createPgliteTemplate,
  createPostgresTemplate,
  postgresReachable,
  type TestDatabase,
} from '../support/test-database';

interface Templates {
  pgliteTemplate: string;
  postgresTemplate: TestDatabase | null;
}

/**
 * Both API projects (vitest.config.ts) name this setup; each loads it apart, in the one process
 * that runs the setups, so the run's templates and how many projects still use them are kept on
 * that process's global object.
 */
const run = globalThis as typeof globalThis & {
  databaseTemplates?: { made: Promise<Templates>; users: number };
};

async function makeTemplates(): Promise<Templates> {
  const [pgliteTemplate, postgresTemplate] = await Promise.all([
    createPgliteTemplate(),
    (await postgresReachable()) ? createPostgresTemplate() : null,
  ]);
  return { pgliteTemplate, postgresTemplate };
}

export default async function setup(project: TestProject) {
  run.databaseTemplates ??= { made: makeTemplates(), users: 0 };
  const shared = run.databaseTemplates;
  shared.users += 1;
  const { pgliteTemplate, postgresTemplate } = await shared.made;
  project.provide('pgliteTemplate', pgliteTemplate);
  project.provide('postgresTemplate', postgresTemplate?.name ?? null);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    run.databaseTemplates = undefined;
    await rm(pgliteTemplate, { recursive: true, force: true });
    await postgresTemplate?.drop();
  };
}
