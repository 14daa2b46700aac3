import { createFileRoute, Link } from '@tanstack/react-router';
import {
  DetailSkeleton,
  LoadError,
  loadOrNotFound,
  NotFoundMessage,
} from '../../components/content';
// Straight from its module: the route's eager part needs only this, not the content barrel.
import { idParams } from '../../components/content/not-found';
import { newsQueryOptions } from '../../entities/news/api';
import { NewsDetail } from '../../features/news/components/NewsDetail';

export const Route = createFileRoute('/saving/news/$id')({
  params: idParams,
  loader: ({ context, params }) =>
    loadOrNotFound(params.id, async (id) => {
      const news = await context.queryClient.ensureQueryData(newsQueryOptions(id));
      return { title: news.title };
    }),
  head: ({ loaderData }) => ({
    meta: [{ title: `${loaderData?.title ?? 'Actualité'} — Avantages Pro` }],
  }),
  pendingMs: 200,
  pendingComponent: () => <DetailSkeleton label="Chargement de l’actualité…" />,
  errorComponent: () => <LoadError message="L’actualité n’a pas pu être chargée." />,
  notFoundComponent: () => (
    <NotFoundMessage title="Cette actualité est introuvable.">
      <Link to="/saving/news" className="button button--primary">
        Voir toutes les actualités
      </Link>
    </NotFoundMessage>
  ),
  component: NewsDetailPage,
});

function NewsDetailPage() {
  const { id } = Route.useParams();
  return id === null ? null : <NewsDetail id={id} />;
}
