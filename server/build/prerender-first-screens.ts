/**
 * The build's prerendered first screens (docs/first-screen.md): after Vite has written the app's
 * index.html and the list of each page's files, each screen of src/contract/first-screens.ts is
 * rendered by React in Node (src/app/prerender.tsx, loaded through a Vite server of its own,
 * which compiles the app's TypeScript and route files as the browser build does) and written as
 * a whole HTML document, with its precompressed copies, to dist/first-screens/.
 */
import { createServer, minifySync, type Plugin, type PluginOption, type Rolldown } from 'vite';
import type * as prerenderModule from '../../src/app/prerender.js';
import {
  EARLY_SUBMISSION_ATTRIBUTE,
  FIRST_SCREEN_ATTRIBUTE,
  FIRST_SCREENS,
  firstScreenFile,
  type FirstScreenId,
} from '../../src/contract/first-screens.js';
import {
  PAGE_PRELOADS_FILE,
  withPagePreloads,
  type PagePreload,
} from '../../src/contract/page-preloads.js';

type PrerenderModule = typeof prerenderModule;

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * The head elements React writes first when it renders a tree without a document of its own: the
 * route's title and meta tags, and the preloads of the images it shows.
 */
const LEADING_HEAD_ELEMENTS = /^(?:<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*>)*/;

/** The app's entry script as Vite writes it into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
/**
 * The web app manifest's link, which the start script adds once the page has painted: linked in
 * the HTML, Chromium fetched the manifest before the first paint, on a connection of its own over
 * HTTP/1.1 (docs/first-screen.md). Installing the app needs the app's script anyway.
 */
const MANIFEST_LINK = /<link rel="manifest" href="([^"]+)">\s*/;

/**
 * No paint before the whole screen is parsed: a slow phone's parser yields within the body, and
 * the browser painted the login card with only its first fields, then grew it (centred, it moved
 * up: a layout shift of up to 0.28). The head asks the browser not to render until an element
 * after #root is parsed (`rel="expect"`; Chromium lifts the block as soon as the element is
 * inserted, so #root itself would not do), a few milliseconds later (docs/first-screen.md).
 */
const SCREEN_END_MARKER = '<span id="first-screen-end" hidden></span>';
const RENDER_AFTER_SCREEN = '<link rel="expect" href="#first-screen-end" blocking="render">';

/**
 * The script a prerendered page starts the app with (docs/first-screen.md): once the page has
 * painted, it evaluates the app's scripts and announces the page's modules, all named on its own
 * tag. Fetched beside the HTML, the 110 KB of the app would share its bandwidth and hold the first
 * paint back on a slow network; the screen needs none of it to show.
 */
export const START_AFTER_PAINT_SCRIPT = `const tag = document.querySelector('script[data-app-scripts]');
const list = (names) => names.split(' ').filter(Boolean);
let started = false;
// One module per task: starting a request takes the main thread 1 to 4 ms, so starting them all
// in one task made a long one (docs/first-screen.md, "What Lighthouse counts").
const announce = ([href, ...rest]) => {
  if (href === undefined) return;
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
  setTimeout(() => announce(rest));
};
// Each script evaluated in a task of its own once the one before is: the entry's imports (React)
// a task ahead of the entry, whose evaluation with them was the longest task after the paint.
const evaluate = ([href, ...rest]) => {
  if (href !== undefined) import(href).then(() => setTimeout(() => evaluate(rest)));
};
const start = () => {
  if (started) return;
  started = true;
  if (tag.dataset.manifest) {
    const manifest = document.createElement('link');
    manifest.rel = 'manifest';
    manifest.href = tag.dataset.manifest;
    document.head.append(manifest);
  }
  const scripts = list(tag.dataset.appScripts);
  evaluate(scripts);
  // The later scripts are downloaded meanwhile.
  setTimeout(() => announce([...scripts.slice(1), ...list(tag.dataset.appModules)]));
};
// A form submitted before the app holds it went nowhere (method="dialog"): marked, it is sent by
// the app once it does (src/components/form/prerendered-form.ts). The app's own handler, which
// runs first once it holds the form, cancels the event.
document.addEventListener('submit', (event) => {
  if (!event.defaultPrevented) event.target.setAttribute('${EARLY_SUBMISSION_ATTRIBUTE}', '');
});
// Once the first paint is on screen (its entry comes after the frame is presented); where the
// browser does not report paints, after the next frame.
if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) setTimeout(start);
  }).observe({ type: 'paint', buffered: true });
} else {
  requestAnimationFrame(() => setTimeout(start));
}
`;

/** A stylesheet as Vite links it, and as withPagePreloads applies a page's own. */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;

/** The stylesheets an HTML document links, by their paths. */
const linkedStylesheets = (html: string) =>
  [...html.matchAll(STYLESHEET_LINK)].flatMap((match) => match[1] ?? []);

/**
 * The document with its stylesheets' text in `<style>` elements instead of links: a first visit
 * paints once the HTML has arrived, without a request more (over HTTP/1.1 a connection more) for
 * the app's stylesheet. The server's Content-Security-Policy allows each by its hash
 * (server/plugins/inline-style-hashes.ts).
 */
function withInlineStylesheets(html: string, stylesheets: ReadonlyMap<string, string>): string {
  return html.replace(STYLESHEET_LINK, (link, href: string) => {
    const css = stylesheets.get(href);
    if (css === undefined) return link;
    if (/<\/style/i.test(css)) throw new Error(`${href} cannot be inlined: it holds "</style".`);
    return `<style>${css}</style>`;
  });
}

/** The modules an HTML document preloads, in its order. */
const preloadedModules = (html: string) =>
  [...html.matchAll(MODULE_PRELOAD)].flatMap((match) => match[1] ?? []);

/**
 * The app's built index.html holding a screen's markup in #root, with the page's title (the route
 * sets it: React writes it ahead of the markup) and its stylesheets (`stylesheets`: their text by
 * their paths) in the document; its scripts are started by `startScript` (START_AFTER_PAINT_SCRIPT's
 * path) once it has painted.
 */
export function firstScreenDocument(
  shell: string,
  preloads: readonly PagePreload[],
  id: FirstScreenId,
  markup: string,
  startScript: string,
  stylesheets: ReadonlyMap<string, string> = new Map(),
): string {
  if (!shell.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}.`);
  const entry = ENTRY_SCRIPT.exec(shell)?.[1];
  if (!entry) throw new Error('index.html has no entry script.');
  const head = LEADING_HEAD_ELEMENTS.exec(markup)?.[0] ?? '';
  const body = markup.slice(head.length);
  const title = /<title>[^<]*<\/title>/.exec(head)?.[0];
  const others = head.replace(/<title>[^<]*<\/title>/, '');
  let html = shell.replace(
    ROOT_ELEMENT,
    () => `<div id="root" ${FIRST_SCREEN_ATTRIBUTE}="${id}">${body}</div>${SCREEN_END_MARKER}`,
  );
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => title);
  if (others) html = html.replace('</head>', () => `${others}</head>`);
  const { pathname } = new URL(FIRST_SCREENS[id].path, 'http://localhost');
  html = withInlineStylesheets(withPagePreloads(html, preloads, pathname, 'apply'), stylesheets);
  // The entry's own imports, evaluated ahead of it, then every other module the page needs,
  // announced: all by the start script instead of the HTML.
  const scripts = [...preloadedModules(shell), entry];
  const modules = preloadedModules(html).filter((module) => !scripts.includes(module));
  const manifest = MANIFEST_LINK.exec(html)?.[1];
  // Low priority: the screen's images go first.
  const start = `<script type="module" crossorigin fetchpriority="low" src="${startScript}" data-app-scripts="${scripts.join(' ')}" data-app-modules="${modules.join(' ')}"${manifest ? ` data-manifest="${manifest}"` : ''}></script>`;
  return html
    .replace(MANIFEST_LINK, '')
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, () => `${RENDER_AFTER_SCREEN}${start}`);
}

interface Options {
  /** The plugins that compile the app's modules (the router's and React's), as for the browser. */
  appPlugins: () => PluginOption[];
  /** The copies of a written file that the server sends as they are (`.br`, `.gz`). */
  precompress: (source: Uint8Array) => Promise<{ extension: string; source: Uint8Array }[]>;
}

export function prerenderFirstScreens({ appPlugins, precompress }: Options): Plugin {
  let root = process.cwd();
  return {
    name: 'prerender-first-screens',
    apply: 'build',
    configResolved: (config) => void (root = config.root),
    generateBundle: {
      // After Vite has written index.html and the page list its own plugin adds.
      order: 'post',
      async handler(_options, bundle) {
        const text = (fileName: string) => {
          const output = bundle[fileName] as Rolldown.OutputAsset | undefined;
          if (output?.type !== 'asset') this.error(`The build wrote no ${fileName}.`);
          return String(output.source);
        };
        const shell = text('index.html');
        const startScript = this.getFileName(
          this.emitFile({
            type: 'asset',
            name: 'start-after-paint.js',
            // Minified: its comments and long names are for its readers here, not for phones.
            source: minifySync('start-after-paint.js', START_AFTER_PAINT_SCRIPT, { module: true })
              .code,
          }),
        );
        const preloads = JSON.parse(text(PAGE_PRELOADS_FILE)) as PagePreload[];
        // The app's stylesheets (one, `build.cssCodeSplit: false`), written into each screen.
        const stylesheets = new Map(
          linkedStylesheets(shell).map((href) => [href, text(href.replace(/^\//, ''))]),
        );
        const server = await createServer({
          root,
          configFile: false,
          logLevel: 'warn',
          appType: 'custom',
          plugins: appPlugins(),
          server: { middlewareMode: true, hmr: false, ws: false, watch: null },
          // The router is compiled with the app, under the condition that makes it ask the router
          // instance whether it runs on a server (src/app/prerender.tsx answers for it).
          ssr: {
            noExternal: [/^@tanstack\//],
            resolve: { conditions: ['development', 'module', 'node'] },
          },
        });
        try {
          const { prerenderFirstScreen } = (await server.ssrLoadModule(
            '/src/app/prerender.tsx',
          )) as PrerenderModule;
          for (const id of Object.keys(FIRST_SCREENS) as FirstScreenId[]) {
            const markup = await prerenderFirstScreen(id);
            const html = firstScreenDocument(
              shell,
              preloads,
              id,
              markup,
              `/${startScript}`,
              stylesheets,
            );
            const fileName = firstScreenFile(id);
            this.emitFile({ type: 'asset', fileName, source: html });
            for (const copy of await precompress(new TextEncoder().encode(html))) {
              this.emitFile({
                type: 'asset',
                fileName: `${fileName}${copy.extension}`,
                source: copy.source,
              });
            }
          }
        } finally {
          await server.close();
        }
      },
    },
  };
}
