import { startPageRequests } from './start-page-requests.ts';

// Imported by the entry before React and the router, so the page's first requests leave before
// those libraries' code has run (ES modules run in import order).
startPageRequests();
