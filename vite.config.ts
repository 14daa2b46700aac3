import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { gzipAsync as zopfliGzip } from '@gfx/zopfli';
import { SERVER_ONLY_PATH_PREFIXES } from './src/contract/paths';
import { inferFullPath, type GeneratorPlugin } from '@tanstack/router-generator';
import { PAGE_PRELOADS_FILE, routeOfPath, type PagePreload } from './src/contract/page-preloads';
import { ARTICLE_SECTIONS } from './src/contract/sections';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import { prerenderFirstScreens } from './server/build/prerender-first-screens';

/** The modules of the offer list's first screen that no other entry point needs first. */
const OFFER_LIST_SCREEN = new RegExp(
  [
    String.raw`src/routes/saving(\.tsx|/offer-list\.tsx)\?tsr-split=component`,
    String.raw`src/app/navigation/(AppHeader|AppointmentLink|HomeButton|NavLinkList|use-app-frame-data|LogoutButton|BackOfficeButton)\.tsx?$`,
    String.raw`src/features/branding/(apply-branding|BrandingStyle|BrandLogos)\.tsx?$`,
    String.raw`src/features/theme-filter/(use-theme-selection|ThemeFilters)\.tsx?$`,
    String.raw`src/features/offers/(components/(OfferGrid|OfferSearchBox|OfferBrowser)\.tsx|search\.ts)$`,
    String.raw`src/entities/(offers/OfferCard|favourites/FavouriteStar)\.tsx$`,
    String.raw`src/entities/seen-marks/new-first\.ts$`,
    String.raw`src/lib/(numbers|calendar-days)\.ts$`,
    String.raw`react-query/build/modern/useSuspenseQuery\.js$`,
  ].join('|'),
);

/**
 * The chunks that src/main.tsx imports once the first screen is shown, by their names, the
 * lists' stars, which load then too (src/entities/favourites/FavouriteStar.tsx), and the
 * sections' contents, which only the background and the offline plan load
 * (src/entities/sections/define.ts).
 */
const LOADED_AFTER_FIRST_SCREEN =
  /(^|\/)(background|OfflineDataAge|register-service-worker|PendingChangesStatus|UpdatePrompt|favourite-button|contents)-[\w-]+\.js$/;

/**
 * The star and the favourites' data and changes, one chunk: the lists load it after their first
 * screen, the detail pages, « Mes favoris » and the background with their own code (each module
 * its own chunk cost the entry a file name more in every page's list of modules).
 */
const FAVOURITE_BUTTON = new RegExp(
  [
    String.raw`src/entities/favourites/(api|changes|use-favourite|FavouriteButton)\.tsx?$`,
    String.raw`src/components/toast/use-refused-change-toast\.ts$`,
  ].join('|'),
);

/** The chunks the entry imports (React, the bundler's runtime): loaded before any page's. */
const LOADED_WITH_ENTRY = /(^|\/)(framework|rolldown-runtime)-[\w-]+\.js$/;

/** The modules of the `framework` chunk (see its group below). */
const FRAMEWORK = new RegExp(
  [
    String.raw`node_modules/(react|react-dom|scheduler)/`,
    String.raw`src/lib/(images|media-query|use-transition-store|react-dom-roots)\.ts$`,
    String.raw`src/entities/seen-marks/FollowSeenSection\.tsx$`,
    String.raw`src/entities/theme-tree/tree\.ts$`,
    String.raw`src/components/icon/LineIcon\.tsx$`,
  ].join('|'),
);

/** A route's page module, as the router plugin splits it out of a route file: the file's path. */
const ROUTE_PAGE_MODULE = /^(.+\.tsx)\?tsr-split=component/;

/**
 * The article sections' page modules (src/app/article-routes.tsx loads them, the plugin splits
 * nothing of those route files), each the page of every section's list or item route.
 */
const ARTICLE_PAGE_MODULE = /src\/features\/articles\/(list|detail)-route\.tsx$/;
const articlePagePaths = (page: 'list' | 'detail') =>
  ARTICLE_SECTIONS.map((section) => (page === 'list' ? `${section.page}/` : `${section.page}/$id`));

/**
 * The URL path of each route file (`/saving/news/$id`; `/saving/news/` for an index route), as
 * the router plugin's generator reads src/routes when it writes src/routeTree.gen.ts: no file
 * name is parsed here, so pathless layouts, groups and escaped names follow the router's own
 * rules. The generator tells each new route tree to its plugins, and a build always makes one.
 */
const routePathOfFile = new Map<string, string>();
const routeFiles: GeneratorPlugin = {
  name: 'page-preloads-route-files',
  onRouteTreeChanged: ({ routeNodes }) => {
    routePathOfFile.clear();
    for (const node of routeNodes) routePathOfFile.set(node.fullPath, inferFullPath(node));
  },
};

/**
 * Writes dist/page-preloads.json: for each route, the chunks its page needs (with their static
 * imports and stylesheets) that the entry does not already bring (src/contract/page-preloads.ts).
 */
function pagePreloads(): Plugin {
  return {
    name: 'page-preloads',
    apply: 'build',
    // After Vite's own hook, which drops the JavaScript chunks that only carried a stylesheet:
    // listed before, they were announced in the page's HTML and answered 404.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = new Map(
          Object.values(bundle)
            .filter((output): output is Rolldown.OutputChunk => output.type === 'chunk')
            .map((chunk) => [chunk.fileName, chunk]),
        );
        const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
        const withEntry = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
        const filesOf = (chunk: Rolldown.OutputChunk, files = new Set<string>()): Set<string> => {
          if (withEntry.has(chunk.fileName) || files.has(chunk.fileName)) return files;
          files.add(chunk.fileName);
          chunk.viteMetadata?.importedCss.forEach((css) => files.add(css));
          for (const imported of chunk.imports) {
            const importedChunk = chunks.get(imported);
            if (importedChunk) filesOf(importedChunk, files);
          }
          return files;
        };
        if (routePathOfFile.size === 0) this.error('The router generator named no route.');
        const preloads: PagePreload[] = [];
        for (const chunk of chunks.values()) {
          for (const id of chunk.moduleIds) {
            const articlePage = ARTICLE_PAGE_MODULE.exec(id)?.[1] as 'list' | 'detail' | undefined;
            for (const path of articlePage ? articlePagePaths(articlePage) : []) {
              const route = routeOfPath(path);
              if (route) preloads.push({ ...route, files: [...filesOf(chunk)] });
            }
            const file = ROUTE_PAGE_MODULE.exec(id)?.[1];
            const routePath = file === undefined ? undefined : routePathOfFile.get(file);
            const route = routePath === undefined ? null : routeOfPath(routePath);
            if (route) preloads.push({ ...route, files: [...filesOf(chunk)] });
          }
        }
        this.emitFile({
          type: 'asset',
          fileName: PAGE_PRELOADS_FILE,
          source: JSON.stringify(preloads),
        });
      },
    },
  };
}

/** TanStack Router's plugin, as the app's modules are compiled for the browser and the build. */
function routerPlugin(plugins: GeneratorPlugin[] = []) {
  return tanstackRouter({
    target: 'react',
    autoCodeSplitting: true,
    plugins,
    codeSplittingOptions: {
      // A route's loader, page and pending screen travel together: the entry then holds no
      // feature's API code, and the page needs one chunk of its own, not three.
      defaultBehavior: [
        ['loader', 'component', 'pendingComponent'],
        ['errorComponent', 'notFoundComponent'],
      ],
    },
  });
}

/** The gzip copy by zopfli: any gzip reader inflates it, 3 to 5 % smaller than zlib's best. */
const zopfli = async (input: Uint8Array) =>
  new Uint8Array(await zopfliGzip(Buffer.from(input), { numiterations: 15 }));

/** The precompressed copies of a file written outside the bundle (prerendered pages). */
async function precompress(source: Uint8Array) {
  const brotli = brotliCompressSync(source, {
    params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
  });
  return [
    { extension: '.br', source: new Uint8Array(brotli) },
    { extension: '.gz', source: await zopfli(source) },
  ];
}

const apiTarget = `http://localhost:${process.env.API_PORT ?? 8080}`;

// In `npm run dev` the API server runs beside Vite; every server-only path is proxied to it so
// cookies stay same-origin exactly as in production.
const proxy = Object.fromEntries(
  SERVER_ONLY_PATH_PREFIXES.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }]),
);

export default defineConfig({
  resolve: {
    alias: [
      // React 19's own hook where TanStack Store imports the shim written for React 17.
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(
          new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url),
        ),
      },
    ],
  },
  plugins: [
    // Must come before the React plugin: it generates src/routeTree.gen.ts and splits each route.
    routerPlugin([routeFiles]),
    react(),
    pagePreloads(),
    prerenderFirstScreens({ appPlugins: () => [routerPlugin(), react()], precompress }),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // The app registers the worker itself through workbox-window (update prompt).
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'Avantages Pro',
        short_name: 'Avantages Pro',
        description:
          'Vos offres et tarifs négociés, services exclusifs, accords de vente, promotions et actualités, même hors ligne.',
        lang: 'fr',
        dir: 'ltr',
        start_url: '/saving/offer-list',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#3f8cff',
        background_color: '#ffffff',
        categories: ['business', 'productivity'],
        shortcuts: [
          {
            name: 'Solutions & Tarifs Négociés',
            short_name: 'Offres',
            description: 'Vos offres et tarifs négociés',
            url: '/saving/offer-list',
            icons: [{ src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' }],
          },
          {
            name: 'Actualités',
            short_name: 'Actualités',
            description: 'Les dernières actualités de votre réseau',
            url: '/saving/news',
            icons: [{ src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' }],
          },
        ],
        // Screens of the real app (pro@demo.fr demo data, Chromium), shown by the install dialog.
        screenshots: [
          {
            src: '/screenshots/offres-mobile.png',
            sizes: '390x844',
            type: 'image/png',
            form_factor: 'narrow',
            label: 'La liste des offres négociées sur mobile',
          },
          {
            src: '/screenshots/offres-bureau.png',
            sizes: '1300x800',
            type: 'image/png',
            form_factor: 'wide',
            label: 'Les offres négociées et le filtre par thèmes sur ordinateur',
          },
        ],
      },
      pwaAssets: {
        image: 'public/logo.svg',
        preset: 'minimal-2023',
        // The head links are written in index.html: the generated ones include the SVG as a
        // favicon, and Chromium renders an SVG favicon as a whole document on the page's main
        // thread (about 60 ms on a slow phone, while the first screen is being built).
        includeHtmlHeadLinks: false,
        overrideManifestIcons: true,
      },
      injectManifest: {
        // webmanifest is left out on purpose: the plugin adds the manifest itself.
        globPatterns: ['**/*.{js,css,html,ico,png,svg,woff2}'],
        // Store screenshots are for the install dialog only, not for the offline shell; the back
        // office (bo/, vite.bo.config.ts) is for admins online, never for the PWA's precache; nor
        // is the partner space's chart (uPlot, docs/back-office/statistics.md), fetched when drawn.
        globIgnores: ['screenshots/**', 'bo/**', 'assets/LineChart-*'],
      },
      devOptions: { enabled: false },
    }),
    // Precompressed copies (.br, .gz) that the server sends as they are: no compression per request.
    compression({
      algorithms: ['brotliCompress'],
      include: /\.(js|css|html|svg|webmanifest|ico)$/,
    }),
    // The gzip copy by zopfli: any gzip reader inflates it, and it is 3 to 5 % smaller than zlib's
    // best level, for browsers and proxies that do not take brotli.
    compression({
      algorithms: [
        defineAlgorithm(async (input) => Buffer.from(await zopfli(input as Uint8Array)), {}),
      ],
      filename: '[path][base].gz',
      include: /\.(js|css|html|svg|webmanifest|ico)$/,
    }),
  ],
  server: { proxy },
  build: {
    target: 'es2022',
    // One stylesheet for the whole app (6.5 KB gzip), not one per page: a first visit's HTML
    // waited for two, and over HTTP/1.1 the second took a connection of its own, a round trip
    // more before the first paint (docs/first-screen.md, "The build").
    cssCodeSplit: false,
    modulePreload: {
      // Every browser the build targets preloads modules itself (Safari since 17; an older one
      // only fetches a page's modules as they import each other): 0.3 KB less in the entry.
      polyfill: false,
      // What the app starts once its first screen is shown (src/main.tsx, afterFirstScreen) is
      // fetched as its modules import each other, without `<link rel="modulepreload">` tags:
      // inserting them took 10 to 20 ms of the main thread in one task, at a moment when nothing
      // waits for these modules (docs/first-screen.md, "Measured").
      // A lazy page's import lists the modules it needs, less those the entry has already loaded
      // (the HTML preloads those).
      resolveDependencies: (file, deps, { hostType }) => {
        if (hostType === 'html') return deps;
        return LOADED_AFTER_FIRST_SCREEN.test(file)
          ? []
          : deps.filter((dep) => !LOADED_WITH_ENTRY.test(dep));
      },
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically in one chunk, not one small chunk per module
          // that lazy routes share: fewer requests before the first screen, and gzip works better
          // on one file than on twenty.
          groups: [
            // React apart from the entry: a prerendered page evaluates it a task ahead of the
            // entry (server/build/prerender-first-screens.ts), for both in one task made the
            // longest task after the first paint (docs/first-screen.md, "Measured"). With it, the
            // few small modules that both first screens' pages and the background import: in a
            // chunk of their own, they cost the offer list 0.2 KB; in the offer list's group, the
            // login page's background work loaded all of its 23 KB (a task of 10 to 14 ms).
            {
              name: 'framework',
              test: (id) => FRAMEWORK.test(id),
              priority: 3,
            },
            // Formed before the page's group, so that it takes nothing the entry imports along.
            { name: 'initial', tags: ['$initial'], priority: 2 },
            // The offer list's first screen (the app's start page) in one file rather than
            // ten: fewer requests before it, and gzip works better on one file. Only what that
            // screen shows: a module the login page shares would take the group along.
            { name: 'offer-list-screen', test: (id) => OFFER_LIST_SCREEN.test(id) },
            { name: 'favourite-button', test: (id) => FAVOURITE_BUTTON.test(id) },
          ],
        },
      },
    },
  },
});
