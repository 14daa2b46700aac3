import { createFileRoute, redirect } from '@tanstack/react-router';

// Any other path goes to the saving pages; their guard takes it from there.
export const Route = createFileRoute('/$')({
  beforeLoad: () => {
    throw redirect({ to: '/saving', replace: true });
  },
});
