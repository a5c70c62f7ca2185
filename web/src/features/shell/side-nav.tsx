import { findNavEntry, HOME_ROUTE, NAVIGATION } from './navigation';
import { screenFor } from './screens';

/** `onChoose` runs when a link is chosen: on a phone the open menu covers the screen it opens. */
export function SideNav({ route, open, onChoose }: { route: string; open: boolean; onChoose(): void }) {
  const current = findNavEntry(route)?.route;
  return (
    <nav className={`bahi-sidenav${open ? ' open' : ''}`} aria-label="Side navigation">
      {NAVIGATION.map((section) => (
        <div key={section.title}>
          <h3>{section.title}</h3>
          {section.entries.map((entry) => (
            <a key={entry.route} href={`#${entry.route}`} aria-current={current === entry.route ? 'page' : undefined} onClick={onChoose}>
              <span>{entry.label}</span>
              {entry.route !== HOME_ROUTE && !screenFor(entry.route) && <span className="bahi-soon">coming soon</span>}
            </a>
          ))}
        </div>
      ))}
    </nav>
  );
}
