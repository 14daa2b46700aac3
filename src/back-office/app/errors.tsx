/** What the back office shows for an unknown address, and when a page could not load. */
import type { ErrorComponentProps } from '@tanstack/react-router';
import { ErrorPanel } from '../../components/error-panel/ErrorPanel';
import { PageHeader } from '../components/PageHeader';
import { errorMessage } from '../http';

export function NotFoundPage() {
  return (
    <>
      <PageHeader title="Page introuvable" />
      <p>Cette page n’existe pas dans le back office. Choisissez une section dans le menu.</p>
    </>
  );
}

/** A page whose data failed: the server's message and a way to try again. */
export function PageError({ error, reset }: ErrorComponentProps) {
  return (
    <ErrorPanel
      className="bo-alert bo-alert--error"
      message={errorMessage(error)}
      buttonClassName="bo-button"
      reset={reset}
    />
  );
}

/** The frame itself could not open (the session could not be read). */
export function RootError(props: ErrorComponentProps) {
  return (
    <main className="bo-main bo-main--alone">
      <PageHeader title="Back office indisponible" />
      <PageError {...props} />
    </main>
  );
}
