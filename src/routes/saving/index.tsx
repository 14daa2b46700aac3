import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/saving/')({
  beforeLoad: () => {
    throw redirect({ to: '/saving/offer-list', replace: true });
  },
});
