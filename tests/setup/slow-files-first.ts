/**
 * Vitest's order, except that the files that start server processes or databases of their own
 * start first: they are the longest, and one of them started last kept a core busy alone at the
 * end of the run. On a fresh clone Vitest has no durations to order by (docs/testing.md).
 */
import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const STARTS_ITS_OWN = /support\/server-process|createSeededDatabase|createEmptyDatabase/;

export class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const slow = new Set(
      sorted.filter((spec) => STARTS_ITS_OWN.test(readFileSync(spec.moduleId, 'utf8'))),
    );
    return [
      ...sorted.filter((spec) => slow.has(spec)),
      ...sorted.filter((spec) => !slow.has(spec)),
    ];
  }
}
