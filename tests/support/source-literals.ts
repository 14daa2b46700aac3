/**
 * Reads TypeScript sources as code, not text, for the tests that check what the code writes (no
 * server path outside the contract): comments never count.
 */
import { readFile } from 'node:fs/promises';
import ts from 'typescript';

/** The server's API path prefixes: a literal that starts with one is an endpoint's path. */
export const API_PATH_PREFIXES = [
  '/fo/',
  '/router',
  '/form-login',
  '/logout',
  '/document/',
  '/health',
  '/bo/api/',
];

export async function parseSource(file: string): Promise<ts.SourceFile> {
  const text = await readFile(file, 'utf8');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
}

/** The file's string literals (JSX attributes' included) and template literals' first part. */
export function stringLiterals(source: ts.SourceFile): { text: string; line: number }[] {
  const found: { text: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node)
    ) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push({ text: node.text, line: line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
