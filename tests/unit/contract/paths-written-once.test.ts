// @vitest-environment node
/**
 * No path written twice in the PWA: every server path it calls is in its endpoint's module
 * (src/contract/endpoints/), and the fetchers take it from there (`http.call(endpoint, …)`,
 * `urlOf(endpoint, …)`). Comments may name paths; code may not.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { API_PATH_PREFIXES, parseSource, stringLiterals } from '../../support/source-literals';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SRC = path.join(ROOT, 'src');

const PATH_PREFIXES = API_PATH_PREFIXES;

/**
 * Where a path may be written, relative to the repository: the PWA's endpoint modules, the back
 * office's, one module per section (src/contract/back-office/<section>.ts), and the article
 * sections' definitions (src/contract/sections/), whose endpoints are built from their `api`.
 */
const isEndpointModule = (file: string) =>
  /^src\/contract\/endpoints\/[^/]+\.ts$/.test(file) ||
  /^src\/contract\/back-office\/[^/]+\.ts$/.test(file) ||
  /^src\/contract\/sections\/[^/]+\.ts$/.test(file);
/**
 * The prefixes the service worker and the server read to tell server paths from the app's own
 * (src/contract/paths.ts): it names prefixes, not endpoints.
 */
const SERVER_ONLY_PREFIXES = 'src/contract/paths.ts';

async function sourceFiles(): Promise<string[]> {
  const entries = await readdir(SRC, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.endsWith('.gen.ts'))
    .sort();
}

const parse = (file: string) => parseSource(path.join(ROOT, file));

/** The modules the file imports (or re-exports from), as written. */
function importedModules(source: ts.SourceFile): string[] {
  return source.statements
    .filter(
      (statement): statement is ts.ImportDeclaration | ts.ExportDeclaration =>
        ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement),
    )
    .map((statement) => statement.moduleSpecifier)
    .filter(
      (specifier): specifier is ts.StringLiteral => !!specifier && ts.isStringLiteral(specifier),
    )
    .map((specifier) => specifier.text);
}

const files = await sourceFiles();

describe('the PWA writes each endpoint’s path once', () => {
  it('finds the source files, endpoints included', () => {
    expect(files).toContain('src/contract/endpoints/offers.ts');
    expect(files).toContain('src/entities/offers/api.ts');
  });

  it('writes no server path outside the endpoints’ modules', async () => {
    const written: string[] = [];
    for (const file of files) {
      if (isEndpointModule(file) || file === SERVER_ONLY_PREFIXES) continue;
      for (const { text, line } of stringLiterals(await parse(file))) {
        if (PATH_PREFIXES.some((prefix) => text.startsWith(prefix)))
          written.push(`${file}:${line} '${text}'`);
      }
    }
    expect(written).toEqual([]);
  });

  it('sees a path written in code, not one named in a comment', async () => {
    const source = ts.createSourceFile(
      'probe.tsx',
      [
        '// GET /fo/offer/user/offers',
        'const a = `/fo/offer/${id}`;',
        "const b = <a href='/logout' />;",
      ].join('\n'),
      ts.ScriptTarget.Latest,
      true,
      ts.ScriptKind.TSX,
    );
    expect(stringLiterals(source).map(({ text }) => text)).toEqual(['/fo/offer/', '/logout']);
  });

  it('imports each endpoint from its own module, not the whole catalogue', async () => {
    // A module goes whole into one chunk: importing src/contract/endpoints.ts would put every
    // endpoint in the first screen's chunk. It is the server's and the tests' list.
    const catalogueImports: string[] = [];
    for (const file of files) {
      if (file === 'src/contract/endpoints.ts') continue;
      for (const from of importedModules(await parse(file))) {
        const target = path.relative(ROOT, path.resolve(ROOT, path.dirname(file), from));
        if (target === 'src/contract/endpoints' || target === 'src/contract/endpoints.js')
          catalogueImports.push(`${file}: '${from}'`);
      }
    }
    expect(catalogueImports).toEqual([]);
  });
});
