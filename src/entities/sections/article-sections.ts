/**
 * The saving section of every article section (src/contract/sections), built from its definition:
 * its menu entry, its count in its noun's words, its « Nouveau » marks and what the device keeps.
 */
import type { Article } from '../../contract/api';
import { ARTICLE_SECTIONS } from '../../contract/sections';
import { articleEndpoints } from '../../contract/sections/article-endpoints';
import type { ArticleSection } from '../../contract/sections/article-section';
import { http } from '../../lib/http';
import { seenSectionOf } from '../articles/seen-marks';
import { defineSavingSection, loadContents } from './define';

export function articleSavingSection<const Section extends ArticleSection>(section: Section) {
  return defineSavingSection<Section['name'], Section['page'], Article>({
    name: section.name,
    path: section.page,
    label: section.label,
    // The server refuses everyone else its calls, its count included.
    roles: section.roles,
    count: {
      fetch: () => http.call(articleEndpoints(section).count),
      noun: [section.noun.one, section.noun.many],
    },
    seenMarks: seenSectionOf(section) ?? undefined,
    // With every section's content, built from its definition.
    content: () => loadContents().then((module) => module.articleContent(section)),
  });
}

export const ARTICLE_SAVING_SECTIONS = ARTICLE_SECTIONS.map(articleSavingSection);
