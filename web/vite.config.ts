// Multi-page app: the spec's four real pages. `npm run dev -w web` proxies /api to a running
// `npm start` on port 3000; `npm run build -w web` writes web/dist, which the local server and
// CloudFront serve.
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const page = (name: string) => resolve(import.meta.dirname, name);

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // exceljs and pdf-lib (table exports) are loaded only on click and are large by nature; the
    // pages' own chunks stay far below this.
    chunkSizeWarningLimit: 1_200,
    rollupOptions: {
      input: {
        login: page('index.html'),
        dashboard: page('dashboard.html'),
        switch: page('switch.html'),
        taxpayer: page('taxpayer.html'),
      },
    },
  },
});
