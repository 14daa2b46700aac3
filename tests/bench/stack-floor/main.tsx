/**
 * The stack's floor for the bench: React 19 rendering one static page through TanStack Router,
 * with no data, styles or other code. Lighthouse measures it like the app's pages, so the report
 * shows what the stack alone costs under the same throttling, and how far the app is above it.
 */
import { createRoot } from 'react-dom/client';
import { createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';

function LoginLikePage() {
  return (
    <main style={{ maxWidth: 420, margin: '2rem auto', padding: 16, fontFamily: 'system-ui, sans-serif' }}>
      <h1>Connexion</h1>
      <p>
        Accédez à vos offres et tarifs négociés, services exclusifs, accords de vente, promotions et
        actualités de votre réseau professionnel.
      </p>
      <form>
        <label>
          Adresse e-mail <input type="email" name="email" />
        </label>
        <label>
          Mot de passe <input type="password" name="password" />
        </label>
        <button type="submit">Se connecter</button>
      </form>
    </main>
  );
}

const rootRoute = createRootRoute({ component: Outlet });
const pageRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: LoginLikePage });
const router = createRouter({ routeTree: rootRoute.addChildren([pageRoute]) });

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');
createRoot(container).render(<RouterProvider router={router} />);
