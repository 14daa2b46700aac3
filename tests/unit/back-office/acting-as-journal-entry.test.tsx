/**
 * A journal entry of a change an admin made while acting as a user (docs/back-office/audit.md,
 * "Changes made while acting as a user"): named in French, what was sent shown field by field.
 */
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '../../../src/contract/back-office/schemas/audit';
import { EntryItem, SHOW_DETAILS_LABEL } from '../../../src/back-office/sections/audit/EntryItem';
import { actionLabel } from '../../../src/back-office/sections/audit/labels';

const entry: AuditEntry = {
  id: 7,
  at: '2026-11-26T13:02:11.000Z',
  adminId: 1,
  adminEmail: 'admin@demo.fr',
  entity: 'user',
  entityId: 12,
  action: 'act-as-change',
  summary: 'Martine Lemoine, en tant que Camille Durand (pro@demo.fr) : profil enregistré',
  before: null,
  after: { request: 'POST /fo/user/saveProfile', function: 'Gérante associée', zipCode: '69007' },
};

describe('a change made while acting as a user', () => {
  it('is named in French and shows what was sent, without a « before »', async () => {
    render(
      <ul>
        <EntryItem entry={entry} />
      </ul>,
    );
    expect(actionLabel('act-as-change')).toBe('Modification en tant que l’utilisateur');
    expect(screen.getByText(entry.summary)).toBeInTheDocument();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: new RegExp(SHOW_DETAILS_LABEL) }));
    const table = screen.getByRole('table', {
      name: 'Données envoyées en agissant en tant que l’utilisateur',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Champ', 'Valeur envoyée']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(
      expect.arrayContaining([
        'RequêtePOST /fo/user/saveProfile',
        'FonctionGérante associée',
        'Code postal69007',
      ]),
    );
  });
});
