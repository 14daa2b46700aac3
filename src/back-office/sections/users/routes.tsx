/**
 * The « Utilisateurs » section's pages (docs/back-office/users.md): the list, the invitation of a
 * new account, and an account's page.
 */
import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../../app/root-route';
import { itemIdOf } from '../../components/item-id';
import { userQueryOptions } from './api';
import { NewUserPage, UserPage } from './UserPages';
import { UsersListPage } from './UsersListPage';

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
    context.queryClient.ensureQueryData(userQueryOptions(itemIdOf(params.userId))),
  component: function UserRoute() {
    const { userId } = userRoute.useParams();
    return <UserPage userId={itemIdOf(userId)} />;
  },
});

export const usersRoutes = [listRoute, newRoute, userRoute];
