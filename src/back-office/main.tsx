/** The back office's start-up (docs/back-office/README.md): query cache, router, toasts. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { ToastProvider } from '../components/toast';
import { createBoQueryClient } from './app/query-client';
import { createBoRouter } from './app/router';
import './styles/bo.css';

const queryClient = createBoQueryClient();
const router = createBoRouter(queryClient);

const root = document.getElementById('root');
if (!root) throw new Error('The back office page has no #root element.');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>
  </StrictMode>,
);
