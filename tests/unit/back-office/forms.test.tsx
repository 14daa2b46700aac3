/**
 * The back office's form pieces (src/back-office/components): the status and its scheduled
 * date, saving with the server's errors on their fields, the file upload field, the status badge
 * and the confirm dialog.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { ToastProvider } from '../../../src/components/toast';
import {
  ConfirmDialog,
  FileUploadField,
  FormError,
  FormField,
  StatusBadge,
  StatusField,
  fromDateTimeLocal,
  toDateTimeLocal,
  useConfirm,
  useSave,
  useZodForm,
} from '../../../src/back-office/components';
import { BoHttpError } from '../../../src/back-office/http';
import {
  ContentStatus,
  PublishedAt,
  requiredLine,
} from '../../../src/contract/back-office/schemas/common';

beforeAll(() => {
  // jsdom has no modal dialogs: `open` stands for showModal and close.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
});

afterEach(() => vi.restoreAllMocks());

const Schema = z.object({
  title: requiredLine(50),
  status: ContentStatus,
  publishedAt: PublishedAt,
});
type Values = z.infer<typeof Schema>;

function ContentForm({ send }: { send: (values: Values) => Promise<unknown> }) {
  const form = useZodForm(Schema, {
    defaultValues: { title: '', status: 'draft', publishedAt: null },
  });
  const { save, formError } = useSave(form.setError);
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save(() => send(values)))}>
      <FormError message={formError} />
      <FormField control={form.control} name="title" label="Titre" required />
      <StatusField control={form.control} statusName="status" publishedAtName="publishedAt" />
      <button type="submit">Enregistrer</button>
    </form>
  );
}

describe('StatusField and useSave', () => {
  it('sends the status, and a scheduled date only once « Publié » is chosen', async () => {
    const send = vi.fn(async (_values: Values) => undefined);
    render(
      <ToastProvider>
        <ContentForm send={send} />
      </ToastProvider>,
    );
    expect(screen.getByRole('radio', { name: 'Brouillon' })).toBeChecked();
    expect(screen.queryByLabelText('Publication programmée le')).toBeNull();

    await userEvent.type(screen.getByRole('textbox', { name: /Titre/ }), 'Électricité');
    await userEvent.click(screen.getByRole('radio', { name: 'Publié' }));
    const date = screen.getByLabelText('Publication programmée le');
    expect(date).toHaveAccessibleDescription(/Laissez vide pour publier tout de suite/);
    await userEvent.type(date, '2030-05-12T10:00');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(send).toHaveBeenCalledOnce());
    expect(send.mock.lastCall![0]).toEqual({
      title: 'Électricité',
      status: 'published',
      publishedAt: new Date('2030-05-12T10:00').toISOString(),
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Enregistré.');
  });

  it('puts the server’s field errors on their fields and its message above the form', async () => {
    const send = vi.fn(async () => {
      throw new BoHttpError(400, 'Certains champs sont invalides.', {
        title: 'Ce titre existe déjà.',
      });
    });
    render(
      <ToastProvider>
        <ContentForm send={send} />
      </ToastProvider>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Titre/ }), 'Doublon');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    const message = await screen.findByText('Certains champs sont invalides.');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    const title = screen.getByRole('textbox', { name: /Titre/ });
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription(/Ce titre existe déjà\./);
    expect(title).toHaveFocus();
  });

  it('converts the browser’s local date-time and the API’s ISO date-time both ways', () => {
    const iso = fromDateTimeLocal('2030-05-12T10:00');
    expect(iso).toBe(new Date('2030-05-12T10:00').toISOString());
    expect(toDateTimeLocal(iso)).toBe('2030-05-12T10:00');
    expect(fromDateTimeLocal('')).toBeNull();
    expect(toDateTimeLocal(null)).toBe('');
    expect(toDateTimeLocal('pas une date')).toBe('');
  });
});

describe('StatusBadge', () => {
  it('names each status in French, and a publication to come with its date', () => {
    const { rerender } = render(<StatusBadge status="draft" publishedAt={null} />);
    expect(screen.getByText('Brouillon')).toHaveClass('bo-status--draft');
    rerender(<StatusBadge status="published" publishedAt="2020-01-01T00:00:00Z" />);
    expect(screen.getByText('Publié')).toHaveClass('bo-status--published');
    rerender(<StatusBadge status="archived" />);
    expect(screen.getByText('Archivé')).toBeInTheDocument();
    const future = new Date(Date.now() + 86_400_000);
    rerender(<StatusBadge status="published" publishedAt={future.toISOString()} />);
    expect(screen.getByText(/^Programmé le \d\d\/\d\d\/\d{4} à \d\d:\d\d$/)).toHaveClass(
      'bo-status--scheduled',
    );
  });
});

describe('FileUploadField', () => {
  const png = () =>
    new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });

  it('shows the current image, sends the chosen file and says so', async () => {
    const upload = vi.fn(async (_file: File) => ({ bytes: 4 }));
    const onUploaded = vi.fn();
    render(
      <FileUploadField
        label="Logo"
        accept="image/png,image/jpeg,image/webp"
        hint="PNG, JPEG ou WebP, 200 Ko au plus."
        current={{ kind: 'image', url: '/bo/api/partners/1/logo?v=1', alt: 'Logo actuel' }}
        upload={upload}
        onUploaded={onUploaded}
      />,
    );
    expect(screen.getByRole('img', { name: 'Logo actuel' })).toHaveAttribute(
      'src',
      '/bo/api/partners/1/logo?v=1',
    );
    const input = screen.getByLabelText('Logo');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp');
    expect(input).toHaveAccessibleDescription('PNG, JPEG ou WebP, 200 Ko au plus.');
    const file = png();
    await userEvent.upload(input, file);
    expect(await screen.findByText('Fichier enregistré.')).toBeInTheDocument();
    expect(upload).toHaveBeenCalledWith(file);
    expect(onUploaded).toHaveBeenCalledOnce();
  });

  it('shows the server’s French refusal under the field', async () => {
    render(
      <FileUploadField
        label="Tarifs (PDF)"
        accept="application/pdf"
        current={null}
        upload={async () => {
          throw new BoHttpError(413, 'Le fichier PDF dépasse la taille maximale de 5 Mo.');
        }}
      />,
    );
    expect(screen.getByText('Aucun fichier pour l’instant.')).toBeInTheDocument();
    const pdf = new File(['%PDF-1.7'], 'tarifs.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Tarifs (PDF)'), pdf);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le fichier PDF dépasse la taille maximale de 5 Mo.',
    );
    expect(screen.getByLabelText('Tarifs (PDF)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends nothing while the object does not exist yet, and says why', () => {
    render(
      <FileUploadField
        label="Logo"
        accept="image/png"
        current={null}
        upload={vi.fn()}
        disabledReason="Enregistrez le partenaire avant d’y joindre un logo."
      />,
    );
    expect(screen.getByLabelText('Logo')).toBeDisabled();
    expect(screen.getByLabelText('Logo')).toHaveAccessibleDescription(
      'Enregistrez le partenaire avant d’y joindre un logo.',
    );
  });
});

describe('useConfirm', () => {
  function Remover({ onAnswer }: { onAnswer: (confirmed: boolean) => void }) {
    const [confirm, dialog] = useConfirm();
    return (
      <>
        <button
          type="button"
          onClick={async () =>
            onAnswer(
              await confirm({
                title: 'Supprimer « Électricité » ?',
                message: 'Cette action est définitive.',
                confirmLabel: 'Supprimer',
                danger: true,
              }),
            )
          }
        >
          Supprimer l’offre
        </button>
        {dialog}
      </>
    );
  }

  it('asks in a dialog, focused on « Annuler », and answers the choice', async () => {
    const onAnswer = vi.fn();
    render(<Remover onAnswer={onAnswer} />);
    const opener = screen.getByRole('button', { name: 'Supprimer l’offre' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Supprimer « Électricité » ?' });
    expect(dialog).toHaveAccessibleDescription('Cette action est définitive.');
    expect(screen.getByRole('button', { name: 'Annuler' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(onAnswer).toHaveBeenLastCalledWith(false));
    expect(opener).toHaveFocus();

    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(onAnswer).toHaveBeenLastCalledWith(true));
    expect(onAnswer).toHaveBeenCalledTimes(2);
  });

  it('renders nothing to read while closed', () => {
    render(
      <ConfirmDialog
        open={false}
        title="Supprimer ?"
        confirmLabel="Supprimer"
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
