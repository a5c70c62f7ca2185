import { Loader } from '@aws-amplify/ui-react';
import type { Permission } from '@bahi/shared';
import { admits } from './feature-screen';
import { findNavEntry, HOME_ROUTE, trimmedNavigation } from './navigation';
import { screenFor } from './screens';

/**
 * Only the entries of screens the member may open (owners and CAs hold every permission). `held`
 * is undefined until the permissions are in: a short loading state rather than a menu that
 * changes under the pointer. `onChoose` runs when a link is chosen: on a phone the open menu
 * covers the screen it opens.
 */
export function SideNav({ route, held, open, onChoose }: { route: string; held: ReadonlySet<Permission> | undefined; open: boolean; onChoose(): void }) {
  const current = findNavEntry(route)?.route;
  return (
    <nav className={`bahi-sidenav${open ? ' open' : ''}`} aria-label="Side navigation" aria-busy={!held}>
      {held ? (
        trimmedNavigation((entryRoute) => admits(screenFor(entryRoute), held)).map((section) => (
          <div key={section.title}>
            <h3>{section.title}</h3>
            {section.entries.map((entry) => (
              <a key={entry.route} href={`#${entry.route}`} aria-current={current === entry.route ? 'page' : undefined} onClick={onChoose}>
                <span>{entry.label}</span>
                {entry.route !== HOME_ROUTE && !screenFor(entry.route) && <span className="bahi-soon">coming soon</span>}
              </a>
            ))}
          </div>
        ))
      ) : (
        <Loader variation="linear" />
      )}
    </nav>
  );
}
