/**
 * « Courriels envoyés » shows a message's plain text as its reader sees it
 * (src/back-office/sections/emails/EmailText.tsx): its lines kept, each http(s) address a link,
 * and nothing in it ever read as HTML.
 */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { EmailText, textParts } from '../../../src/back-office/sections/emails/EmailText';

const LINK = 'http://localhost:8080/resetPassword?token=AbC-12_x';

describe('a kept e-mail’s text', () => {
  it('cuts the text into plain parts and links, in order', () => {
    expect(textParts(`Bonjour,\n\nOuvrez ce lien :\n${LINK}\n\nÀ bientôt`)).toEqual([
      { text: 'Bonjour,\n\nOuvrez ce lien :\n', link: false },
      { text: LINK, link: true },
      { text: '\n\nÀ bientôt', link: false },
    ]);
    expect(textParts('Aucun lien ici.')).toEqual([{ text: 'Aucun lien ici.', link: false }]);
  });

  it('shows each address as a link to itself, and markup as text', () => {
    const { container } = render(
      <EmailText text={`<b>Bonjour</b>\n${LINK}\nhttps://exemple.fr/aide`} />,
    );
    expect(screen.getByRole('link', { name: LINK })).toHaveAttribute('href', LINK);
    expect(screen.getByRole('link', { name: 'https://exemple.fr/aide' })).toHaveAttribute(
      'href',
      'https://exemple.fr/aide',
    );
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toContain('<b>Bonjour</b>');
  });

  it('never makes a link of another scheme', () => {
    render(<EmailText text="javascript:alert(1) et mailto:contact@exemple.fr" />);
    expect(screen.queryAllByRole('link')).toEqual([]);
  });
});
