import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { routeChunks } from './vite-route-chunks.ts';
import { routePreloads } from './vite-route-preloads.ts';

const chunks = routeChunks(import.meta.dirname);

export default defineConfig({
  plugins: [react(), tailwindcss(), chunks.plugin, routePreloads(import.meta.dirname)],
  build: {
    outDir: 'dist',
    // Flags are fetched one by one as they show (features/demo-call/components/country-flag.tsx):
    // inlined, all 270 would ride in the demo page's script.
    assetsInlineLimit: (filePath) => (filePath.includes('/flag-icons/') ? false : undefined),
    // A few chunks of small shared modules instead of one per set of pages (vite-route-chunks.ts).
    rolldownOptions: { output: { codeSplitting: { groups: chunks.groups } } },
  },
  server: {
    // The API runs on its own port in development; in production the server serves this build.
    proxy: { '/api': 'http://localhost:3000' },
  },
});
