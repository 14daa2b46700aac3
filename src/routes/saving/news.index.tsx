import { createFileRoute } from '@tanstack/react-router';
import { articleListRoute } from '../../app/article-routes';
import { newsSection } from '../../contract/sections/news';

export const Route = createFileRoute('/saving/news/')(articleListRoute(newsSection));
