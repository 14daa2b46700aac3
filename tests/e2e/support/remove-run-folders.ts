import { rm } from 'node:fs/promises';

/** Playwright's global teardown: the run's database and template folders (playwright.config.ts). */
export default async function removeRunFolders() {
  await Promise.all(
    [process.env.E2E_DATA_DIR, process.env.E2E_TEMPLATES_DIR].map(
      (folder) => folder && rm(folder, { recursive: true, force: true }),
    ),
  );
}
