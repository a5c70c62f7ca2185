// Hash routes of the clients screens, inside the working page's content area.
export const CLIENTS_ROUTE = '/clients';

export const clientsHref = {
  list: `#${CLIENTS_ROUTE}`,
  add: `#${CLIENTS_ROUTE}/new`,
  edit: (id: string) => `#${CLIENTS_ROUTE}/${encodeURIComponent(id)}/edit`,
};

export type ClientsView = { screen: 'list' } | { screen: 'add' } | { screen: 'edit'; id: string };

/** The clients screen a route names, or null when the route is not a clients route. */
export function clientsView(route: string): ClientsView | null {
  if (route === CLIENTS_ROUTE) return { screen: 'list' };
  if (route === `${CLIENTS_ROUTE}/new`) return { screen: 'add' };
  const edit = /^\/clients\/([^/]+)\/edit$/.exec(route);
  return edit ? { screen: 'edit', id: decodeURIComponent(edit[1] as string) } : null;
}
