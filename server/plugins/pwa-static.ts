import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { isServerOnlyPath } from '../../src/contract/paths.js';
import { inlineStyleHashes } from './inline-style-hashes.js';
import { contentSecurityPolicy } from './security.js';
import {
  FIRST_SCREENS,
  firstScreenFile,
  firstScreenFor,
  roleOfHint,
  type FirstScreenId,
} from '../../src/contract/first-screens.js';
import { SIGNED_IN_COOKIE } from '../../src/contract/constants.js';
import {
  PAGE_PRELOADS_FILE,
  withPagePreloads,
  type PagePreload,
} from '../../src/contract/page-preloads.js';

export interface PwaStaticOptions {
  distDir: string;
}

const ONE_YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';
// index.html, sw.js and the manifest must be revalidated each time or updates never arrive.
const ALWAYS_REVALIDATE = 'no-cache';

/** Cache policy of a built file, from its path relative to dist/. */
export function cacheControlFor(builtPath: string): string {
  // A precompressed copy has the policy of the file it stands for.
  const relativePath = builtPath.replace(/\.(br|gz)$/, '');
  if (relativePath.startsWith('assets/')) return ONE_YEAR_IMMUTABLE; // content-hashed names
  if (/\.(html|webmanifest)$/.test(relativePath) || /^sw\.js$/.test(relativePath)) {
    return ALWAYS_REVALIDATE;
  }
  return 'public, max-age=86400'; // icons and other unhashed public files
}

/** The build's list of each page's files; a build without it only loses the head start. */
async function readPagePreloads(distDir: string): Promise<PagePreload[]> {
  try {
    const text = await fs.promises.readFile(path.join(distDir, PAGE_PRELOADS_FILE), 'utf8');
    return JSON.parse(text) as PagePreload[];
  } catch {
    return [];
  }
}

interface BuiltShell {
  shell: string;
  preloads: PagePreload[];
  /** The screens the build prerendered (docs/first-screen.md); a build without them has none. */
  firstScreens: ReadonlySet<FirstScreenId>;
}

async function readFirstScreens(distDir: string): Promise<Set<FirstScreenId>> {
  const ids = Object.keys(FIRST_SCREENS) as FirstScreenId[];
  const found = await Promise.all(
    ids.map((id) =>
      fs.promises.access(path.join(distDir, firstScreenFile(id))).then(
        () => true,
        () => false,
      ),
    ),
  );
  return new Set(ids.filter((_, i) => found[i]));
}

/**
 * The built index.html, page list and prerendered screens, read again only when index.html
 * changes: a new build is served as soon as it is written, without reading them at every request.
 */
function builtShellReader(distDir: string): () => Promise<BuiltShell> {
  const indexPath = path.join(distDir, 'index.html');
  let cached: Promise<BuiltShell> | undefined;
  let cachedAt = -1;
  return async () => {
    const builtAt = (await fs.promises.stat(indexPath)).mtimeMs;
    if (!cached || builtAt !== cachedAt) {
      cachedAt = builtAt;
      cached = Promise.all([
        fs.promises.readFile(indexPath, 'utf8'),
        readPagePreloads(distDir),
        readFirstScreens(distDir),
      ])
        .then(([shell, preloads, firstScreens]) => ({ shell, preloads, firstScreens }))
        .catch((error: unknown) => {
          cached = undefined;
          throw error;
        });
    }
    return cached;
  };
}

/**
 * Serves the built PWA: precompressed files (brotli, gzip) with long caching for hashed assets,
 * a page's prerendered HTML where the build made one (docs/first-screen.md), and the app shell
 * for any other app route. Server-only paths and missing files keep a real 404.
 */
const pwaStatic: FastifyPluginAsync<PwaStaticOptions> = async (app, { distDir }) => {
  const indexPath = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexPath)) {
    throw new Error(`Application non construite : ${indexPath} est absent (lancez npm run build).`);
  }

  const readBuiltShell = builtShellReader(distDir);

  await app.register(fastifyStatic, {
    root: distDir,
    preCompressed: true,
    wildcard: false,
    index: false,
    // The back office's build (dist/bo) is served by server/routes/back-office.ts: its page to
    // admins only, its assets under their own policy.
    globIgnore: ['bo/**'],
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      void reply.header('cache-control', cacheControlFor(path.relative(distDir, filePath)));
      if (filePath.endsWith('sw.js')) void reply.header('service-worker-allowed', '/');
      // A prerendered page holds the app's stylesheet, which the policy allows by its hash;
      // whoever asks (a navigation, the service worker's precache) gets the page with it.
      const html = filePath.replace(/\.(br|gz)$/, '');
      if (html.endsWith('.html')) {
        void reply.header(
          'content-security-policy',
          contentSecurityPolicy(inlineStyleHashes(html)),
        );
      }
    },
  });

  app.setNotFoundHandler(async (request, reply) => {
    const { pathname, search } = new URL(`http://localhost${request.url}`);
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    // A path with an extension is a missing file, not an app route.
    if (!wantsPage || isServerOnlyPath(pathname) || path.extname(pathname) !== '') {
      return reply.code(404).send({ message: 'Ressource introuvable.' });
    }
    const { shell, preloads, firstScreens } = await readBuiltShell();
    // Each screen is for whoever the signed-in hint names (src/contract/first-screens.ts).
    const role = roleOfHint(request.cookies?.[SIGNED_IN_COOKIE]);
    const screen = firstScreenFor(pathname, search, role);
    // Sent as built, precompressed, with the policy of every HTML file (setHeaders above).
    if (screen && firstScreens.has(screen)) return reply.sendFile(firstScreenFile(screen));
    return reply
      .header('cache-control', ALWAYS_REVALIDATE)
      .type('text/html; charset=utf-8')
      .send(withPagePreloads(shell, preloads, pathname));
  });
};

export default pwaStatic;
