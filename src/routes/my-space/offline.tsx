import { createFileRoute } from '@tanstack/react-router';
import { OfflinePage } from '../../app/offline/OfflinePage';

export const Route = createFileRoute('/my-space/offline')({
  head: () => ({ meta: [{ title: 'Hors ligne — Avantages Pro' }] }),
  component: OfflinePage,
});
