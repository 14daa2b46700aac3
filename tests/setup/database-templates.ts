/**
 * The API project's global setup: the two seeded templates every test database is copied from
 * (tests/support/test-database.ts), made once per run, before any test file starts, and removed
 * after the last one.
 */
import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import {
  createPgliteTemplate,
  createPostgresTemplate,
  postgresReachable,
} from '../support/test-database';

export default async function setup(project: TestProject) {
  const [pgliteTemplate, postgresTemplate] = await Promise.all([
    createPgliteTemplate(),
    (await postgresReachable()) ? createPostgresTemplate() : null,
  ]);
  project.provide('pgliteTemplate', pgliteTemplate);
  project.provide('postgresTemplate', postgresTemplate?.name ?? null);
  return async () => {
    await rm(pgliteTemplate, { recursive: true, force: true });
    await postgresTemplate?.drop();
  };
}
