// @vitest-environment node
/**
 * drizzle-kit writes the migrations of the tables it finds among the schema module's exports: an
 * article section whose table is not exported there would have no table in the database.
 */
import { describe, expect, it } from 'vitest';
import { getTableName } from 'drizzle-orm';
import * as schema from '../../../server/db/schema';
import { ARTICLE_SECTIONS } from '../../../src/contract/sections';

describe('article sections’ tables', () => {
  it.each(ARTICLE_SECTIONS.map((section) => section.name))(
    '%s has its table exported for the migrations',
    (name) => {
      const table = schema.ARTICLE_TABLES[name];
      expect(Object.values(schema)).toContain(table);
      expect(getTableName(table)).toBe(name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));
    },
  );
});
