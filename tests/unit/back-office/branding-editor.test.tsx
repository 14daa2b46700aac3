/**
 * « Habillage »'s color editor (src/back-office/sections/branding): the contrast check and the
 * header's preview follow the fields as the admin types, saving is disabled below AA, the picker
 * and the text field follow each other, and a saved pair goes to the server as typed.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '../../../src/components/toast';
import type { BoTheming } from '../../../src/contract/back-office/schemas/branding';
import { contrastVerdict } from '../../../src/back-office/sections/branding/ContrastCheck';
import { ColorsEditor } from '../../../src/back-office/sections/branding/BrandingEditorPage';

afterEach(() => vi.restoreAllMocks());

const BRANDING: BoTheming = {
  id: 2,
  mainColor: '#7c3aed',
  textColor: '#ffffff',
  universeLogoBase64: null,
  networkLogoBase64: null,
  agencyLogoBase64: null,
  companies: [],
  users: [],
};

const NO_LOGOS = { universe: null, network: null, agency: null };

/** The contrast check's live region (the toasts have one too). */
const contrastCheck = () =>
  screen.getAllByRole('status').find((region) => region.classList.contains('bo-contrast'))!;

function renderEditor(onSaved = vi.fn()) {
  render(
    <ToastProvider>
      <ColorsEditor branding={BRANDING} logos={NO_LOGOS} onSaved={onSaved} />
    </ToastProvider>,
  );
  return {
    main: screen.getByRole('textbox', { name: 'Couleur principale' }),
    text: screen.getByRole('textbox', { name: 'Couleur du texte' }),
    save: screen.getByRole('button', { name: 'Enregistrer les couleurs' }),
    preview: screen.getByTestId('header-preview'),
    onSaved,
  };
}

describe('contrastVerdict', () => {
  it('says the ratio, and refuses below 4.5:1 or a color that is not #rrggbb', () => {
    expect(contrastVerdict('#1e3a8a', '#ffffff')).toEqual({
      ok: true,
      message: 'Contraste suffisant (10,3:1) : conforme au niveau AA, au moins 4,5:1.',
    });
    expect(contrastVerdict('#777777', '#ffffff')).toEqual({
      ok: false,
      message: 'Contraste insuffisant (4,4:1) : il faut au moins 4,5:1.',
    });
    expect(contrastVerdict('#77777', '#ffffff').ok).toBe(false);
  });
});

describe('the colors’ editor', () => {
  it('follows the typing in the check and the preview, and disables saving below AA', async () => {
    const { main, save, preview } = renderEditor();
    expect(contrastCheck()).toHaveTextContent('Contraste suffisant (5,6:1)');
    expect(preview.style.getPropertyValue('--preview-main')).toBe('#7c3aed');
    expect(preview.style.getPropertyValue('--preview-text')).toBe('#ffffff');
    expect(save).toBeEnabled();

    await userEvent.clear(main);
    await userEvent.type(main, '#777777');
    expect(contrastCheck()).toHaveTextContent(
      'Contraste insuffisant (4,4:1) : il faut au moins 4,5:1.',
    );
    expect(preview.style.getPropertyValue('--preview-main')).toBe('#777777');
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription(/Contraste insuffisant/);

    // Half typed: no ratio, a neutral preview, still no saving.
    await userEvent.clear(main);
    await userEvent.type(main, '#1e3');
    expect(contrastCheck()).toHaveTextContent('Indiquez deux couleurs au format');
    expect(preview.style.getPropertyValue('--preview-main')).toBe('#6b7585');
    expect(save).toBeDisabled();
  });

  it('keeps the picker and the text field together', () => {
    const { main } = renderEditor();
    const picker = screen.getByLabelText('Couleur principale : sélecteur de couleur');
    expect(picker).toHaveValue('#7c3aed');
    fireEvent.input(picker, { target: { value: '#123456' } });
    expect(main).toHaveValue('#123456');
  });

  it('sends the pair to the server and hands back what it saved', async () => {
    const saved = { ...BRANDING, mainColor: '#1e3a8a' };
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response(JSON.stringify(saved), { headers: { 'content-type': 'application/json' } }),
      );
    const { main, save, onSaved } = renderEditor();
    await userEvent.clear(main);
    await userEvent.type(main, '#1E3A8A');
    await userEvent.click(save);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/bo/api/themings/2');
    expect(init?.method).toBe('PUT');
    // The schema's output: lowercase, as stored.
    expect(JSON.parse(String(init?.body))).toEqual({ mainColor: '#1e3a8a', textColor: '#ffffff' });
  });
});
