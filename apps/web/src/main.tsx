import './index.css';
// First: the page's data is on its way while its code downloads and runs.
import './app/start-page-requests-now.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/app-providers.tsx';
import { router } from './app/router.tsx';
import { trackInputModality } from './lib/input-modality.ts';

trackInputModality();

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
