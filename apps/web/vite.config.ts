import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: { outDir: 'dist' },
  server: {
    // The API runs on its own port in development; in production the server serves this build.
    proxy: { '/api': 'http://localhost:3000' },
  },
});
