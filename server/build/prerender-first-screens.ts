/**
 * The build's prerendered first screens (docs/first-screen.md): after Vite has written the app's
 * index.html and the list of each page's files, each screen of src/contract/first-screens.ts is
 * rendered by React in Node (src/app/prerender.tsx, loaded through a Vite server of its own,
 * which compiles the app's TypeScript and route files as the browser build does) and written as
 * a whole HTML document, with its precompressed copies, to dist/first-screens/.
 */
import { createServer, type Plugin, type PluginOption, type Rolldown } from 'vite';
import type * as prerenderModule from '../../src/app/prerender.js';
import {
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

/**
 * The app's built index.html holding a screen's markup in #root, with the page's title (the route
 * sets it: React writes it ahead of the markup), the page's own stylesheets applied and its
 * scripts preloaded.
 */
export function firstScreenDocument(
  shell: string,
  preloads: readonly PagePreload[],
  id: FirstScreenId,
  markup: string,
): string {
  if (!shell.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}.`);
  const head = LEADING_HEAD_ELEMENTS.exec(markup)?.[0] ?? '';
  const body = markup.slice(head.length);
  const title = /<title>[^<]*<\/title>/.exec(head)?.[0];
  const others = head.replace(/<title>[^<]*<\/title>/, '');
  let html = shell.replace(
    ROOT_ELEMENT,
    () => `<div id="root" ${FIRST_SCREEN_ATTRIBUTE}="${id}">${body}</div>`,
  );
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => title);
  if (others) html = html.replace('</head>', () => `${others}</head>`);
  const { pathname } = new URL(FIRST_SCREENS[id].path, 'http://localhost');
  return withPagePreloads(html, preloads, pathname, 'apply');
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
        const preloads = JSON.parse(text(PAGE_PRELOADS_FILE)) as PagePreload[];
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
            const html = firstScreenDocument(shell, preloads, id, await prerenderFirstScreen(id));
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
