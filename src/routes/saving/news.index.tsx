import { createFileRoute } from '@tanstack/react-router';
import { CardSkeletons, LoadError } from '../../components/content';
import { DEFAULT_LABELS } from '../../features/navigation/menu-entries';
import { newsListQueryOptions } from '../../features/news/api';
import { NewsList } from '../../features/news/components/NewsList';

export const Route = createFileRoute('/saving/news/')({
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(newsListQueryOptions);
  },
  head: () => ({ meta: [{ title: `${DEFAULT_LABELS.news} — Avantages Pro` }] }),
  pendingMs: 200,
  pendingComponent: () => <CardSkeletons label="Chargement des actualités…" />,
  errorComponent: () => <LoadError message="Les actualités n’ont pas pu être chargées." />,
  component: () => <NewsList title={DEFAULT_LABELS.news} />,
});
