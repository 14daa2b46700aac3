import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { SlowFilesFirst } from './tests/setup/slow-files-first';

// Real scrypt at a lower work factor: a login's hash was most of the API tests' CPU
// (docs/testing.md); the default cost and production's refusal of less are tested on their own.
process.env.PASSWORD_HASH_COST ??= '10';

/** API files that replace a module with `vi.mock`: in a shared module graph the mock would leak. */
const MOCKING_API_FILES = [
  'tests/api/contract-routes.test.ts',
  'tests/api/throwaway-article-section.test.ts',
];

const apiProject = {
  include: ['tests/api/**/*.test.ts'],
  environment: 'node' as const,
  // Every test database is a copy of the templates this makes, once for both projects
  // (docs/testing.md).
  globalSetup: ['tests/setup/database-templates.ts'],
  // Each file starts its own servers, each on its own copy of the seeded database.
  testTimeout: 30_000,
  hookTimeout: 120_000,
};

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default leaves one core idle (one worker on two cores); the API files mostly wait on
    // their servers and databases, so one more worker than cores keeps both busy (docs/testing.md).
    maxWorkers: availableParallelism() + 1,
    sequence: { sequencer: SlowFilesFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/setup/vitest-dom.ts'],
          // A guard against a test that hangs, not a speed check: a form typed key by key takes
          // 2 s alone and passed 5 s beside the build and the API files on two cores.
          testTimeout: 15_000,
        },
      },
      // The API files share their modules in each worker: each one importing the server again was
      // most of their time (docs/testing.md). Those that mock a module keep a worker of their own.
      { test: { ...apiProject, name: 'api', exclude: MOCKING_API_FILES, isolate: false } },
      { test: { ...apiProject, name: 'api-mocking', include: MOCKING_API_FILES } },
    ],
  },
});
