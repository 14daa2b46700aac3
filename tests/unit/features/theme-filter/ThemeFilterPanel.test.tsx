import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeFilterPanel } from '../../../../src/features/theme-filter/ThemeFilterPanel';
import { indexThemeTree } from '../../../../src/entities/theme-tree/tree';
import { sampleTree } from './fixtures';

const index = indexThemeTree(sampleTree());

function Harness({
  initial,
  onRestore = () => undefined,
}: {
  initial: number[];
  onRestore?: () => void;
}) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set(initial));
  return (
    <>
      <ThemeFilterPanel
        index={index}
        selected={selected}
        onChange={setSelected}
        onRestore={onRestore}
      />
      <output data-testid="selected">{[...selected].sort().join(',')}</output>
    </>
  );
}

const selectedIds = () => screen.getByTestId('selected').textContent;

describe('ThemeFilterPanel', () => {
  it('shows categories and themes, with sub-themes hidden until the theme is expanded', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[11, 21]} />);
    expect(screen.getByRole('heading', { name: 'Filtrer par thème' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Énergie et environnement' })).toBeInTheDocument();
    expect(screen.getByText('2 sous-thèmes cochés sur 5')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Électricité verte' })).not.toBeInTheDocument();

    const expand = screen.getByRole('button', { name: 'Sous-thèmes de Électricité' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    await user.click(expand);
    expect(expand).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('checkbox', { name: 'Électricité verte' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Bornes de recharge' })).not.toBeChecked();

    await user.click(expand);
    expect(screen.queryByRole('checkbox', { name: 'Électricité verte' })).not.toBeInTheDocument();
  });

  it('shows a partly checked theme as mixed and checks it all on click', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[11, 21]} />);
    const electricity = screen.getByRole('checkbox', { name: 'Électricité' });
    expect(electricity).toBePartiallyChecked();
    expect(screen.getByRole('checkbox', { name: 'Gaz' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Téléphonie' })).not.toBeChecked();

    await user.click(electricity);
    expect(selectedIds()).toBe('11,12,21');
    expect(electricity).toBeChecked();
    await user.click(electricity);
    expect(selectedIds()).toBe('21');
    expect(electricity).not.toBeChecked();
  });

  it('checks and unchecks one sub-theme', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[11]} />);
    await user.click(screen.getByRole('button', { name: 'Sous-thèmes de Téléphonie' }));
    await user.click(screen.getByRole('checkbox', { name: 'Forfaits mobiles' }));
    expect(selectedIds()).toBe('11,31');
    expect(screen.getByRole('checkbox', { name: 'Téléphonie' })).toBePartiallyChecked();
    // The label is the touch target too.
    await user.click(screen.getByText('Forfaits mobiles'));
    expect(selectedIds()).toBe('11');
  });

  it('checks all, unchecks all, then offers to restore the stored selection', async () => {
    const user = userEvent.setup();
    const onRestore = vi.fn();
    render(<Harness initial={[11]} onRestore={onRestore} />);

    await user.click(screen.getByRole('button', { name: 'Tout cocher' }));
    expect(selectedIds()).toBe('11,12,21,31,32');
    expect(screen.getByText('5 sous-thèmes cochés sur 5')).toBeInTheDocument();

    expect(
      screen.queryByRole('button', { name: 'Restaurer ma sélection' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tout décocher' }));
    expect(selectedIds()).toBe('');
    expect(screen.getByText(/Aucun sous-thème n’est coché/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Restaurer ma sélection' }));
    expect(onRestore).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Voir ma sélection' }));
    expect(onRestore).toHaveBeenCalledTimes(2);
  });

  it('gives every checkbox its own id, so two panels can share a page', () => {
    render(
      <>
        <Harness initial={[11]} />
        <Harness initial={[21]} />
      </>,
    );
    const panels = screen.getAllByRole('region', { name: 'Filtrer par thème' });
    expect(panels).toHaveLength(2);
    expect(within(panels[0]!).getByRole('checkbox', { name: 'Gaz' })).not.toBeChecked();
    expect(within(panels[1]!).getByRole('checkbox', { name: 'Gaz' })).toBeChecked();
    const ids = [...document.querySelectorAll('input')].map((input) => input.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
