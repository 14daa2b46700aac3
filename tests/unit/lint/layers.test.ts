// @vitest-environment node
/**
 * The layers of src (docs/architecture.md) are enforced by lint: these run ESLint as `npm run lint`
 * does, on snippets placed in a given folder, and check which imports the layer rule refuses.
 */
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, 'eslint.config.js') });

/** ESLint's messages for `code` as if it were the file `filePath` (relative to the project). */
async function lint(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return result!.messages;
}

const LAYER_RULE = 'import-x/no-restricted-paths';

describe('one-way layers', { timeout: 30_000 }, () => {
  it('refuses a feature importing another feature', async () => {
    const messages = await lint(
      'src/features/offers/layers-probe.ts',
      "import { queuePreferenceChange } from '../preferences/changes';\n" +
        'export const probe = queuePreferenceChange;\n',
    );
    expect(messages).toEqual([
      expect.objectContaining({
        ruleId: LAYER_RULE,
        severity: 2,
        message: expect.stringContaining('A feature never imports another feature'),
      }),
    ]);
  });

  it('lets a feature import an entity, shared code and its own modules', async () => {
    const messages = await lint(
      'src/features/offers/layers-probe.ts',
      "import { offersKeys } from '../../entities/offers/api';\n" +
        "import { http } from '../../lib/http';\n" +
        "import { readSearchQuery } from './search-param';\n" +
        'export const probe = [offersKeys, http, readSearchQuery];\n',
    );
    expect(messages).toEqual([]);
  });

  it.each([
    [
      'a feature importing the app layer',
      'src/features/offers/layers-probe.ts',
      "import { requireRoles } from '../../app/guards';\nexport const probe = requireRoles;",
      'A feature never imports the app layer',
    ],
    [
      'an entity importing a feature',
      'src/entities/offers/layers-probe.ts',
      "import { loadOfferDetail } from '../../features/offers/api';\nexport const probe = loadOfferDetail;",
      'An entity imports shared code and other entities only',
    ],
    [
      'shared code importing an entity',
      'src/lib/layers-probe.ts',
      "import { sessionKeys } from '../entities/session/api';\nexport const probe = sessionKeys;",
      'Shared code (contract, lib, components, pwa, styles) imports no entity',
    ],
    [
      'shared code importing a type from a feature',
      'src/components/layers-probe.ts',
      "import type { Preferences } from '../features/preferences/use-preferences';\nexport type Probe = Preferences;",
      'Shared code (contract, lib, components, pwa, styles) imports no entity',
    ],
  ])('refuses %s', async (_case, filePath, code, message) => {
    const messages = await lint(filePath, `${code}\n`);
    expect(messages).toEqual([
      expect.objectContaining({ ruleId: LAYER_RULE, message: expect.stringContaining(message) }),
    ]);
  });

  it('lets the app layer compose features', async () => {
    const messages = await lint(
      'src/app/layers-probe.ts',
      "import { loadOfferDetail } from '../features/offers/api';\n" +
        "import { queuePreferenceChange } from '../features/preferences/changes';\n" +
        'export const probe = [loadOfferDetail, queuePreferenceChange];\n',
    );
    expect(messages).toEqual([]);
  });

  it.each([
    [
      'the back office importing a PWA entity',
      'src/back-office/layers-probe.ts',
      "import { sessionKeys } from '../entities/session/api';\nexport const probe = sessionKeys;",
      'The back office imports shared code only',
    ],
    [
      'the back office importing the PWA app',
      'src/back-office/app/layers-probe.ts',
      "import { requireRoles } from '../../app/guards';\nexport const probe = requireRoles;",
      'The back office imports shared code only',
    ],
    [
      'a PWA feature importing the back office',
      'src/features/offers/layers-probe.ts',
      "import { boHttp } from '../../back-office/http';\nexport const probe = boHttp;",
      'The PWA never imports the back office',
    ],
    [
      'shared PWA code importing the back office’s contract',
      'src/lib/layers-probe.ts',
      "import type { BoSession } from '../contract/back-office/schemas/session';\nexport type Probe = BoSession;",
      'The PWA never imports the back office',
    ],
    [
      'a back office section importing another section',
      'src/back-office/sections/articles/layers-probe.ts',
      "import { offersRoutes } from '../offers/routes';\nexport const probe = offersRoutes;",
      'A back office section never imports another section',
    ],
  ])('refuses %s', async (_case, filePath, code, message) => {
    const messages = await lint(filePath, `${code}\n`);
    expect(messages).toEqual([
      expect.objectContaining({ ruleId: LAYER_RULE, message: expect.stringContaining(message) }),
    ]);
  });

  it('lets the back office import shared code and the contract’s back office part', async () => {
    const messages = await lint(
      'src/back-office/sections/articles/layers-probe.ts',
      "import { z } from 'zod';\n" +
        "import { boSession } from '../../../contract/back-office/session';\n" +
        "import { formatDate } from '../../../lib/dates';\n" +
        "import { useToast } from '../../../components/toast';\n" +
        "import { DataTable } from '../../components';\n" +
        "import { rootRoute } from '../../app/root-route';\n" +
        "import { SectionPlaceholder } from '../SectionPlaceholder';\n" +
        'export const probe = [z, boSession, formatDate, useToast, DataTable, rootRoute, SectionPlaceholder];\n',
    );
    expect(messages).toEqual([]);
  });

  it('refuses an import cycle, even inside a layer', async () => {
    // src/entities/counts/api.ts imports the sections, which import the menus: the menus
    // importing the counts close a loop.
    const messages = await lint(
      'src/entities/sections/menu.ts',
      "import { sectionCountsKeys } from '../counts/api';\nexport const probe = sectionCountsKeys;\n",
    );
    expect(messages).toEqual([expect.objectContaining({ ruleId: 'import-x/no-cycle' })]);
  });
});
