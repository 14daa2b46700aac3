// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PagePreload } from '../../../src/contract/page-preloads';
import { firstScreenDocument } from '../../../server/build/prerender-first-screens';

/** The built index.html, as small as it gets: a head with a title, an empty #root. */
const HEAD =
  '<meta charset="UTF-8" /><link rel="icon" href="/favicon.ico" /><title>Avantages Pro</title>';
/** Vite's tag of the app's entry, and the start script that takes its place (docs/first-screen.md). */
const ENTRY = '<script type="module" crossorigin src="/assets/index-abc.js"></script>';
const START = '/assets/start.js';
/** The element after the screen, and the head's request to paint nothing before it is parsed. */
const END = '<span id="first-screen-end" hidden></span>';
const RENDER_AFTER_END = '<link rel="expect" href="#first-screen-end" blocking="render">';
const started = (modules = '', scripts = '/assets/index-abc.js') =>
  `${RENDER_AFTER_END}<script type="module" crossorigin fetchpriority="low" src="${START}" data-app-scripts="${scripts}" data-app-modules="${modules}"></script>`;
const shell = (root = '<div id="root"></div>', entryImports = '') =>
  `<!doctype html><html lang="fr"><head>${HEAD}${ENTRY}${entryImports}</head><body>${root}</body></html>`;
/** The shell once prerendered: the start script in place of the entry's tag. */
const prerendered = (root: string, head = HEAD) =>
  `<!doctype html><html lang="fr"><head>${head}${started()}</head><body>${root}${END}</body></html>`;

const preloads: PagePreload[] = [
  { segments: ['saving'], exact: false, files: ['assets/saving.js', 'assets/saving.css'] },
  { segments: ['login'], exact: false, files: ['assets/login.js'] },
];

describe('firstScreenDocument', () => {
  it('puts the markup in #root, which names the screen', () => {
    expect(
      firstScreenDocument(shell(), [], 'news', '<main><h1>Actualités</h1></main>', START),
    ).toBe(
      prerendered('<div id="root" data-first-screen="news"><main><h1>Actualités</h1></main></div>'),
    );
  });

  it('gives the document the title React writes ahead of the markup', () => {
    const html = firstScreenDocument(
      shell(),
      [],
      'login',
      '<title>Connexion - Avantages Pro</title><form><h1>Connexion</h1></form>',
      START,
    );
    expect(html).toBe(
      '<!doctype html><html lang="fr"><head><meta charset="UTF-8" />' +
        '<link rel="icon" href="/favicon.ico" /><title>Connexion - Avantages Pro</title>' +
        `${started()}</head><body>` +
        '<div id="root" data-first-screen="login"><form><h1>Connexion</h1></form></div>' +
        `${END}</body></html>`,
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('moves the leading meta tags and image preloads into the head, the title in its place', () => {
    const meta = '<meta name="description" content="Les offres du moment"/>';
    const image = '<link rel="preload" as="image" href="/logo.svg" fetchPriority="high"/>';
    const html = firstScreenDocument(
      shell(),
      [],
      'offer-list',
      `<title>Offres</title>${meta}${image}<main><img src="/logo.svg" alt=""/></main>`,
      START,
    );
    expect(html).toBe(
      '<!doctype html><html lang="fr"><head><meta charset="UTF-8" />' +
        `<link rel="icon" href="/favicon.ico" /><title>Offres</title>${started()}${meta}${image}</head>` +
        '<body><div id="root" data-first-screen="offer-list">' +
        `<main><img src="/logo.svg" alt=""/></main></div>${END}</body></html>`,
    );
  });

  it('keeps the shell’s title for markup without head elements of its own', () => {
    const html = firstScreenDocument(shell(), [], 'offer-list', '<main>Offres</main>', START);
    expect(html).toContain(`<head>${HEAD}${started()}</head>`);
    expect(html).toContain('<div id="root" data-first-screen="offer-list"><main>Offres</main>');
  });

  it('moves only the leading head elements: one inside the markup stays where React put it', () => {
    const markup = '<main><link rel="preload" as="image" href="/a.png"/><title>x</title></main>';
    const html = firstScreenDocument(shell(), [], 'news', markup, START);
    expect(html).toContain(`<head>${HEAD}${started()}</head>`);
    expect(html).toContain(`<div id="root" data-first-screen="news">${markup}</div>`);
  });

  it('copies the markup as it is, even where it reads like a replacement pattern', () => {
    const markup = "<title>$&amp; $1</title><p>Prix : 10 $&amp; plus, $' et $`</p>";
    const html = firstScreenDocument(shell(), [], 'news', markup, START);
    expect(html).toContain('<title>$&amp; $1</title>');
    expect(html).toContain('<div id="root" data-first-screen="news"><p>Prix : 10 $&amp; plus');
    expect(html).toContain(`$' et $\`</p></div>${END}</body></html>`);
  });

  it('paints nothing before the element after the screen is parsed', () => {
    const html = firstScreenDocument(
      shell(),
      [],
      'login',
      '<form><h1>Connexion</h1></form>',
      START,
    );
    const [head, body] = html.split('</head>');
    expect(head).toContain(RENDER_AFTER_END);
    expect(body).toMatch(
      /<div id="root"[^>]*>.*<\/div><span id="first-screen-end" hidden><\/span><\/body>/,
    );
  });

  it('refuses a shell without the entry script it replaces', () => {
    const withoutEntry = shell().replace(ENTRY, '');
    expect(() => firstScreenDocument(withoutEntry, [], 'login', '<p/>', START)).toThrow(
      'no entry script',
    );
  });

  it('refuses a shell without an empty #root', () => {
    expect(() =>
      firstScreenDocument(shell('<div id="app"></div>'), [], 'login', '<p/>', START),
    ).toThrow('<div id="root"></div>');
    expect(() =>
      firstScreenDocument(shell('<div id="root">loading</div>'), [], 'login', '<p/>', START),
    ).toThrow();
  });

  it('applies the page’s stylesheets; its scripts are the start script’s to fetch', () => {
    const html = firstScreenDocument(shell(), preloads, 'offer-list', '<main>Offres</main>', START);
    const [head, body] = html.split('</head>');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/saving.css">');
    expect(head).toContain(started('/assets/saving.js'));
    expect(html).not.toContain('as="style"');
    expect(html).not.toContain('modulepreload');
    expect(body).toBe(
      `<body><div id="root" data-first-screen="offer-list"><main>Offres</main></div>${END}</body></html>`,
    );
  });

  it('has the entry’s own imports, which the shell preloads, evaluated ahead of it, each once', () => {
    const framework = '<link rel="modulepreload" crossorigin href="/assets/framework.js">\n';
    const imports = `<link rel="modulepreload" crossorigin href="/assets/runtime.js">\n${framework}`;
    const pagePreloads: PagePreload[] = [
      { segments: ['saving'], exact: false, files: ['assets/framework.js', 'assets/saving.js'] },
    ];
    const html = firstScreenDocument(
      shell('<div id="root"></div>', imports),
      pagePreloads,
      'offer-list',
      '<main>Offres</main>',
      START,
    );
    expect(html).toContain(
      started('/assets/saving.js', '/assets/runtime.js /assets/framework.js /assets/index-abc.js'),
    );
    expect(html).not.toContain('modulepreload');
  });

  it('writes the stylesheets it is given the text of into the document, and links the others', () => {
    const app = '<link rel="stylesheet" crossorigin href="/assets/style-1.css">';
    const other = '<link rel="stylesheet" crossorigin href="/assets/other.css">';
    const html = firstScreenDocument(
      shell('<div id="root"></div>', `${app}${other}`),
      [],
      'login',
      '<form></form>',
      START,
      new Map([['/assets/style-1.css', '.card{color:#1c2430}']]),
    );
    expect(html).toContain(`<style>.card{color:#1c2430}</style>${other}`);
    expect(html).not.toContain('style-1.css');
  });

  it('has the start script link the web app manifest, which the HTML no longer does', () => {
    const manifest = '<link rel="manifest" href="/manifest.webmanifest">\n';
    const html = firstScreenDocument(
      shell('<div id="root"></div>', manifest),
      [],
      'login',
      '<p/>',
      START,
    );
    expect(html).not.toContain('rel="manifest"');
    expect(html).toContain(
      `${started().replace('></script>', ' data-manifest="/manifest.webmanifest"></script>')}`,
    );
  });

  it('refuses a stylesheet that would end its style element early', () => {
    const app = '<link rel="stylesheet" crossorigin href="/assets/style-1.css">';
    expect(() =>
      firstScreenDocument(
        shell('<div id="root"></div>', app),
        [],
        'login',
        '<form></form>',
        START,
        new Map([['/assets/style-1.css', 'p::after{content:"</style>"}']]),
      ),
    ).toThrow('/assets/style-1.css cannot be inlined');
  });

  it('takes the page’s files from the screen’s own path: the login’s, not the saving pages’', () => {
    const html = firstScreenDocument(shell(), preloads, 'login', '<form></form>', START);
    expect(html.split('</head>')[0]).toContain(started('/assets/login.js'));
    expect(html).not.toContain('saving');
  });

  it('applies the stylesheets of the reset link’s page, whose path has a query', () => {
    const resetPreloads: PagePreload[] = [
      { segments: ['resetPassword'], exact: false, files: ['assets/reset.css'] },
    ];
    const html = firstScreenDocument(shell(), resetPreloads, 'reset-link', '<main></main>', START);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/reset.css"></head>');
  });
});
