// Multi-page app: the spec's four real pages. `npm run dev -w web` proxies /api to a running
// `npm start` on port 3000; `npm run build -w web` writes web/dist, which the local server and
// CloudFront serve.
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, runnerImport, type Plugin } from 'vite';
import type * as Shared from '@bahi/shared';
import type { RouteTable } from 'virtual:route-table';

const page = (name: string) => resolve(import.meta.dirname, name);

const ROUTE_TABLE = 'virtual:route-table';

/**
 * `virtual:route-table`: each route of the shared manifest with only what a browser needs to call
 * it (method, path, whether it is public). The manifest's entries also hold their zod schemas,
 * and importing it put every schema of the product on every page, the login
 * page included; the table is read from the manifest itself when the app is built, so a path is
 * still written once.
 */
function routeTable(): Plugin {
  return {
    name: 'bahi-route-table',
    resolveId: (id) => (id === ROUTE_TABLE ? `\0${ROUTE_TABLE}` : undefined),
    async load(id) {
      if (id !== `\0${ROUTE_TABLE}`) return undefined;
      const { module, dependencies } = await runnerImport<typeof Shared>('@bahi/shared', { root: import.meta.dirname, logLevel: 'error' });
      for (const file of dependencies) this.addWatchFile(file);
      const table: RouteTable = Object.fromEntries(
        Object.entries(module.routes).map(([name, route]) => [name, { method: route.method, path: route.path, auth: { mode: route.auth.mode } }]),
      ) as RouteTable;
      return `export const routeTable = ${JSON.stringify(table)};`;
    },
  };
}

export default defineConfig({
  plugins: [react(), routeTable()],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // exceljs and pdf-lib (table exports) are loaded only on click and are large by nature; the
    // pages' own chunks stay far below this.
    chunkSizeWarningLimit: 1_200,
    rolldownOptions: {
      // The shared package's modules only declare (schemas, rules, messages): a page takes the
      // ones it uses, not every module its barrel re-exports.
      treeshake: { moduleSideEffects: [{ test: /[\\/]shared[\\/]src[\\/]/, sideEffects: false }] },
      input: {
        login: page('index.html'),
        dashboard: page('dashboard.html'),
        switch: page('switch.html'),
        taxpayer: page('taxpayer.html'),
      },
    },
  },
});
