import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ListPagePending, PageIntroHeader } from '../../../src/components/content/PageIntro';

describe('PageIntroHeader', () => {
  it('shows the title as the page’s heading, over its lead', () => {
    render(
      <PageIntroHeader intro={{ title: 'Actualités', lead: 'Les dernières informations.' }} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Actualités' })).toBeInTheDocument();
    expect(screen.getByText('Les dernières informations.')).toBeInTheDocument();
  });

  it('keeps an unknown title’s place with a placeholder that is no heading', () => {
    const { container } = render(
      <PageIntroHeader intro={{ title: null, lead: 'Des services réservés.' }} />,
    );
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    const placeholder = container.querySelector('.content-page__title-placeholder');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Des services réservés.')).toBeInTheDocument();
  });
});

describe('ListPagePending', () => {
  it('announces the loading once, under the page’s intro', () => {
    render(
      <ListPagePending
        intro={{ title: 'Promotions', lead: 'Du moment.' }}
        label="Chargement des promotions…"
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des promotions…');
  });
});
