// Modules that vite.config.ts makes while it builds.

declare module 'virtual:route-table' {
  import type { RouteName, Routes } from '@bahi/shared';

  /** What the browser knows of each API route: how to call it, not its schemas. */
  export type RouteTable = {
    readonly [N in RouteName]: Pick<Routes[N], 'method' | 'path'> & { readonly auth: { readonly mode: Routes[N]['auth']['mode'] } };
  };
  export const routeTable: RouteTable;
}
