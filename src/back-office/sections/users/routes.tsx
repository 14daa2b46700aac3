/**
 * The « Utilisateurs » section's pages (docs/back-office/users.md): the list, the invitation of a
 * new account, and an account's page.
 */
import { createRoute, notFound } from '@tanstack/react-router';
import { rootRoute } from '../../app/root-route';
import { userQueryOptions } from './api';
import { NewUserPage, UserPage } from './UserPages';
import { UsersListPage } from './UsersListPage';

const userIdOf = (text: string): number => {
  const id = Number(text);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw notFound();
  return id;
};

const listRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/users',
  component: UsersListPage,
});

const newRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/users/new',
  component: NewUserPage,
});

const userRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/users/$userId',
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(userQueryOptions(userIdOf(params.userId))),
  component: function UserRoute() {
    const { userId } = userRoute.useParams();
    return <UserPage userId={userIdOf(userId)} />;
  },
});

export const usersRoutes = [listRoute, newRoute, userRoute];
