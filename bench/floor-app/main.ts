// The floor of the `web-vitals` bench: the libraries every AgentDesk page boots (React, the
// router, TanStack Query) rendering one heading, with no code of the product. Built and served
// by the bench in the same run as the product's pages.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';

const Page = () =>
  createElement(
    'h1',
    { style: { fontFamily: 'sans-serif', fontSize: 24, margin: 16 } },
    'Analytics: the floor of a React page',
  );
const router = createBrowserRouter([{ path: '*', Component: Page }]);
const root = document.getElementById('root');
if (root === null) throw new Error('no #root');
createRoot(root).render(
  createElement(
    StrictMode,
    null,
    createElement(QueryClientProvider, { client: new QueryClient() }, createElement(RouterProvider, { router })),
  ),
);
