import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { isServerOnlyPath } from '../../src/contract/paths.js';
import {
  filesOfPage,
  PAGE_PRELOADS_FILE,
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
}

/**
 * The built index.html and page list, read again only when index.html changes: a new build is
 * served as soon as it is written, without reading both files at every page request.
 */
function builtShellReader(distDir: string): () => Promise<BuiltShell> {
  const indexPath = path.join(distDir, 'index.html');
  let cached: Promise<BuiltShell> | undefined;
  let cachedAt = -1;
  return async () => {
    const builtAt = (await fs.promises.stat(indexPath)).mtimeMs;
    if (!cached || builtAt !== cachedAt) {
      cachedAt = builtAt;
      cached = Promise.all([fs.promises.readFile(indexPath, 'utf8'), readPagePreloads(distDir)])
        .then(([shell, preloads]) => ({ shell, preloads }))
        .catch((error: unknown) => {
          cached = undefined;
          throw error;
        });
    }
    return cached;
  };
}

/**
 * The app shell for the page at `pathname`, announcing the page's own scripts and stylesheets:
 * the browser fetches them beside the entry instead of once the entry has run. `crossorigin` as
 * on the build's own tags: the app later asks for these files in CORS mode, and a preload made in
 * another mode is not used (the file would be downloaded twice).
 */
export function appShellFor(shell: string, preloads: readonly PagePreload[], pathname: string) {
  const links = filesOfPage(preloads, pathname).map((file) =>
    file.endsWith('.css')
      ? `<link rel="preload" as="style" crossorigin href="/${file}">`
      : `<link rel="modulepreload" crossorigin href="/${file}">`,
  );
  return links.length === 0 ? shell : shell.replace('</head>', `${links.join('')}</head>`);
}

/**
 * Serves the built PWA: precompressed files (brotli, gzip) with long caching for hashed assets,
 * and the app shell for any app route. Server-only paths and missing files keep a real 404.
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
    },
  });

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    // A path with an extension is a missing file, not an app route.
    if (!wantsPage || isServerOnlyPath(pathname) || path.extname(pathname) !== '') {
      return reply.code(404).send({ message: 'Ressource introuvable.' });
    }
    const { shell, preloads } = await readBuiltShell();
    return reply
      .header('cache-control', ALWAYS_REVALIDATE)
      .type('text/html; charset=utf-8')
      .send(appShellFor(shell, preloads, pathname));
  });
};

export default pwaStatic;
