/**
 * A throwaway article section, « Webinaires », that no layer knows: the tests build its routes,
 * pages, menu entry and offline policy from this definition alone (docs/architecture.md,
 * « Ajouter une rubrique »). Masculine, for pro users only, without « Nouveau » marks.
 */
import { defineArticleSection } from '../../src/contract/sections/article-section';

export const webinarsSection = defineArticleSection({
  name: 'webinars',
  label: 'Webinaires',
  noun: { one: 'webinaire', many: 'webinaires', feminine: false },
  roles: ['PRO'],
  api: '/fo/webinars',
  page: '/saving/webinars',
  lead: 'Les webinaires de votre réseau.',
  seenMarks: false,
});
