import { Link } from '@tanstack/react-router';
import type { SectionSummary } from './sections';

/** One link per visible saving section, with how many items it holds. */
export function SectionsCard({ sections }: { sections: SectionSummary[] }) {
  return (
    <section className="dashboard__card dashboard__card--wide" aria-labelledby="sections-title">
      <h2 id="sections-title">Vos rubriques</h2>
      <ul className="dashboard__sections">
        {sections.map((section) => (
          <li key={section.to}>
            <Link to={section.to} className="dashboard__section">
              <span className="dashboard__section-label">{section.label}</span>
              <span className="dashboard__section-count">
                {section.countText ?? 'Voir la liste'}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
