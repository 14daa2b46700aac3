import { createFileRoute } from '@tanstack/react-router';
import { articleDetailRoute } from '../../app/article-routes';
import { newsSection } from '../../contract/sections/news';

export const Route = createFileRoute('/saving/news/$id')(articleDetailRoute(newsSection));
