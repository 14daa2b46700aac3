import { createFileRoute } from '@tanstack/react-router';
import { LoadError } from '../../components/content';
import { ListPagePending, type PageIntro } from '../../components/content/PageIntro';
import { newsSection } from '../../entities/sections/news';
import { newsListQueryOptions } from '../../entities/news/api';
import { NewsList } from '../../features/news/components/NewsList';

const NEWS_INTRO = {
  title: newsSection.label,
  lead: 'Les dernières informations de votre réseau, de la plus récente à la plus ancienne.',
} satisfies PageIntro;

export const Route = createFileRoute('/saving/news/')({
  staticData: { intro: NEWS_INTRO },
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(newsListQueryOptions);
  },
  head: () => ({ meta: [{ title: `${newsSection.label} — Avantages Pro` }] }),
  pendingMs: 200,
  pendingComponent: () => <ListPagePending intro={NEWS_INTRO} label="Chargement des actualités…" />,
  errorComponent: () => <LoadError message="Les actualités n’ont pas pu être chargées." />,
  component: () => <NewsList intro={NEWS_INTRO} />,
});
