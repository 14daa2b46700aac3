import type { SeenSection } from '../../contract/api';
import type { ArticleSection } from '../../contract/sections/article-section';

/**
 * The kind of an article section's « Nouveau » marks: its name when its definition says the marks
 * follow it (the contract then lists it in `SeenSection`), else none.
 */
export const seenSectionOf = (section: Pick<ArticleSection, 'name' | 'seenMarks'>) =>
  section.seenMarks ? (section.name as SeenSection) : null;
