/**
 * The back office's lists (src/back-office/components/list): the address holds the list's state,
 * the server is asked for the page it names, and the table shows that page with its sorting,
 * paging, search, filters, empty state and errors.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import {
  DataTable,
  boColumns,
  useListQuery,
  type ListApiQuery,
  type ListPage,
} from '../../../src/back-office/components';
import { BoHttpError } from '../../../src/back-office/http';

interface Item {
  id: number;
  title: string;
  status: string;
}

const column = boColumns<Item>();
const columns = column.columns([
  column.accessor('title', { header: 'Titre', enableSorting: true }),
  column.accessor('status', { header: 'Statut' }),
]);

type Fetch = (query: ListApiQuery<'status'>) => Promise<ListPage<Item>>;

function pageOf(query: ListApiQuery<'status'>, total: number): ListPage<Item> {
  const first = (query.page - 1) * query.pageSize;
  const count = Math.max(0, Math.min(query.pageSize, total - first));
  return {
    items: Array.from({ length: count }, (_, index) => ({
      id: first + index + 1,
      title: `Offre ${first + index + 1}`,
      status: 'draft',
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

function renderList(fetchPage: Fetch, path = '/list') {
  function ListPage() {
    const { list, result } = useListQuery({
      queryKey: ['test', 'items'],
      fetchPage,
      filters: ['status'],
    });
    return (
      <DataTable
        caption="Liste des offres"
        columns={columns}
        list={list}
        result={result}
        getRowId={(item) => String(item.id)}
        searchLabel="Rechercher une offre"
        filters={[
          {
            name: 'status',
            label: 'Statut',
            options: [
              { value: 'draft', label: 'Brouillon' },
              { value: 'published', label: 'Publié' },
            ],
          },
        ]}
        rowActions={(item) => (
          <button type="button">
            Modifier <span>{item.title}</span>
          </button>
        )}
      />
    );
  }
  const rootRoute = createRootRoute();
  const listRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/list',
    component: ListPage,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([listRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const lastQuery = (fetchPage: ReturnType<typeof vi.fn>) => fetchPage.mock.lastCall?.[0];

afterEach(() => vi.restoreAllMocks());

describe('DataTable with useListQuery', () => {
  it('asks for the page the address names and shows it, sorted as it says', async () => {
    const fetchPage = vi.fn<Fetch>(async (query) => pageOf(query, 45));
    renderList(fetchPage, '/list?page=2&sort=title&order=desc');

    expect(await screen.findByText('Page 2 sur 3 · 45 résultats')).toBeInTheDocument();
    expect(lastQuery(fetchPage)).toEqual({ page: 2, pageSize: 20, sort: 'title', order: 'desc' });
    const table = screen.getByRole('table', { name: 'Liste des offres' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(within(table).getByRole('cell', { name: 'Offre 21' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Titre/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    // A column the server does not sort by offers no button and no aria-sort.
    const status = screen.getByRole('columnheader', { name: 'Statut' });
    expect(status).not.toHaveAttribute('aria-sort');
    expect(within(status).queryByRole('button')).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Modifier/ })).toHaveLength(20);
  });

  it('sorts by a clicked header, ascending then descending, back to page 1', async () => {
    const fetchPage = vi.fn<Fetch>(async (query) => pageOf(query, 45));
    const router = renderList(fetchPage, '/list?page=3');
    await screen.findByText('Page 3 sur 3 · 45 résultats');
    expect(screen.getByRole('columnheader', { name: /Titre/ })).toHaveAttribute(
      'aria-sort',
      'none',
    );

    await userEvent.click(screen.getByRole('button', { name: /Titre/ }));
    await screen.findByText('Page 1 sur 3 · 45 résultats');
    expect(router.state.location.search).toEqual({ sort: 'title', order: 'asc' });
    expect(lastQuery(fetchPage)).toEqual({ page: 1, pageSize: 20, sort: 'title', order: 'asc' });
    expect(screen.getByRole('columnheader', { name: /Titre/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    await userEvent.click(screen.getByRole('button', { name: /Titre/ }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ order: 'desc' }));
    expect(screen.getByRole('columnheader', { name: /Titre/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('pages with « Page précédente » and « Page suivante », disabled at the ends', async () => {
    const fetchPage = vi.fn<Fetch>(async (query) => pageOf(query, 45));
    const router = renderList(fetchPage);
    await screen.findByText('Page 1 sur 3 · 45 résultats');
    expect(screen.getByRole('button', { name: /Page précédente/ })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: /Page suivante/ }));
    await screen.findByText('Page 2 sur 3 · 45 résultats');
    expect(router.state.location.search).toEqual({ page: 2 });
    await userEvent.click(screen.getByRole('button', { name: /Page suivante/ }));
    await screen.findByText('Page 3 sur 3 · 45 résultats');
    expect(screen.getByRole('button', { name: /Page suivante/ })).toBeDisabled();
    expect(screen.getAllByRole('row')).toHaveLength(6);

    await userEvent.click(screen.getByRole('button', { name: /Page précédente/ }));
    await screen.findByText('Page 2 sur 3 · 45 résultats');
  });

  it('searches once typing pauses, from page 1, and filters with the select', async () => {
    const fetchPage = vi.fn<Fetch>(async (query) => pageOf(query, query.query ? 1 : 45));
    const router = renderList(fetchPage, '/list?page=2');
    await screen.findByText('Page 2 sur 3 · 45 résultats');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher une offre' }), 'élec');
    await screen.findByText('Page 1 sur 1 · 1 résultat');
    expect(router.state.location.search).toEqual({ query: 'élec' });
    // One request for the whole word, not one per letter.
    expect(fetchPage.mock.calls.filter(([query]) => query.query !== undefined)).toEqual([
      [{ query: 'élec', page: 1, pageSize: 20 }],
    ]);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'draft');
    await waitFor(() =>
      expect(lastQuery(fetchPage)).toEqual({
        query: 'élec',
        status: 'draft',
        page: 1,
        pageSize: 20,
      }),
    );
    expect(router.state.location.search).toEqual({ query: 'élec', status: 'draft' });

    // « Tous » removes the filter from the address.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), '');
    await waitFor(() => expect(router.state.location.search).toEqual({ query: 'élec' }));
  });

  it('says « Aucun résultat. » for an empty page', async () => {
    renderList(async (query) => pageOf(query, 0));
    expect(await screen.findByRole('cell', { name: 'Aucun résultat.' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 sur 1 · aucun résultat')).toBeInTheDocument();
  });

  it('shows the server’s message and tries again on « Réessayer »', async () => {
    let fail = true;
    const fetchPage = vi.fn<Fetch>(async (query) => {
      if (fail) throw new BoHttpError(400, 'Ce tri n’existe pas.');
      return pageOf(query, 2);
    });
    renderList(fetchPage, '/list?sort=nowhere');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce tri n’existe pas.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Page 1 sur 1 · 2 résultats')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
