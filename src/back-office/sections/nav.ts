/**
 * The sections of the back office, in the navigation's order. Each section's pages live in
 * ./<folder>/routes.tsx (registered by ./index.ts); `path` is its first page, below /bo. The
 * article sections' links come from `ARTICLE_SECTIONS`, after « Services » (docs/architecture.md,
 * « Ajouter une rubrique »).
 */
import { ARTICLE_SECTIONS } from '../../contract/sections/index';
import type { ArticleSectionPath } from '../components/content-section/definition';
import { articlePathOf } from './articles/section';

export interface SectionLink {
  label: string;
  path: SectionPath;
}

export type SectionPath =
  | '/offers'
  | '/services-plus'
  | ArticleSectionPath
  | '/partners'
  | '/users'
  | '/theme-tree'
  | '/branding'
  | '/statistics'
  | '/audit'
  | '/emails'
  | '/security';

export const SECTION_LINKS: readonly SectionLink[] = [
  { label: 'Offres', path: '/offers' },
  { label: 'Services', path: '/services-plus' },
  ...ARTICLE_SECTIONS.map((section) => ({ label: section.label, path: articlePathOf(section) })),
  { label: 'Partenaires', path: '/partners' },
  { label: 'Utilisateurs', path: '/users' },
  { label: 'Thèmes', path: '/theme-tree' },
  { label: 'Habillage', path: '/branding' },
  { label: 'Statistiques', path: '/statistics' },
  { label: 'Journal', path: '/audit' },
  { label: 'Courriels envoyés', path: '/emails' },
  { label: 'Sécurité', path: '/security' },
];

/** Where /bo opens. */
export const HOME_SECTION: SectionPath = '/offers';
