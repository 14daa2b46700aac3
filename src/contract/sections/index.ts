/**
 * Every article section (./article-section.ts), in the menus' order after the other sections:
 * adding a section is adding its definition here (docs/architecture.md, « Ajouter une rubrique »).
 */
import { newsSection } from './news';

export const ARTICLE_SECTIONS = [newsSection] as const;

export type ArticleSectionName = (typeof ARTICLE_SECTIONS)[number]['name'];

type Marked = Extract<(typeof ARTICLE_SECTIONS)[number], { seenMarks: true }>;
export type MarkedArticleSectionName = Marked['name'];

/** The names of the article sections the user's « Nouveau » marks follow. */
export const MARKED_ARTICLE_SECTIONS = ARTICLE_SECTIONS.filter(
  (section): section is Marked => section.seenMarks,
).map((section) => section.name);
