import { lazy, type LazyExoticComponent, type ReactNode } from 'react';

/**
 * A component fetched with its own chunk the first time it renders (under a Suspense boundary):
 * a page's first render then waits only for the code it shows. The working page loads each
 * screen this way (features/<feature>/screens.tsx).
 */
export function lazyComponent<M, P extends object>(load: () => Promise<M>, pick: (module: M) => (props: P) => ReactNode): LazyExoticComponent<(props: P) => ReactNode> {
  return lazy(async () => ({ default: pick(await load()) }));
}
