// @vitest-environment node
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineStyleHashes, styleHashesOf } from '../../../server/plugins/inline-style-hashes';

/** The source Chromium names in its console when it refuses `<style>p{color:red}</style>`. */
const RED_PARAGRAPHS = "'sha256-p0bF+un5yUb9MBO6xRb8kPHlY2BdpHVtLiFkDrZPF64='";

describe('the hashes of a document’s inline styles', () => {
  let folder: string | undefined;
  afterEach(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('hash each style element’s text exactly, as the browser does', () => {
    expect(styleHashesOf('<head><style>p{color:red}</style></head>')).toEqual([RED_PARAGRAPHS]);
    expect(styleHashesOf('<style>p{color:red}</style><p>x</p><style></style>')).toHaveLength(2);
    expect(styleHashesOf('<style> p{color:red}</style>')).not.toEqual([RED_PARAGRAPHS]);
    expect(styleHashesOf('<link rel="stylesheet" href="/a.css">')).toEqual([]);
  });

  it('follow the file when a new build rewrites it', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'avantages-pro-styles-'));
    const file = path.join(folder, 'login.html');
    await writeFile(file, '<style>p{color:red}</style>');
    expect(inlineStyleHashes(file)).toEqual([RED_PARAGRAPHS]);
    await writeFile(file, '<style>p{color:blue}</style>');
    await utimes(file, new Date(), new Date(Date.now() + 1000));
    expect(inlineStyleHashes(file)).toEqual(styleHashesOf('<style>p{color:blue}</style>'));
  });
});
