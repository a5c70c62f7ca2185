import { NAVIGATION } from './navigation';

export function SideNav({ route, open }: { route: string; open: boolean }) {
  return (
    <nav className={`bahi-sidenav${open ? ' open' : ''}`} aria-label="Side navigation">
      {NAVIGATION.map((section) => (
        <div key={section.title}>
          <h3>{section.title}</h3>
          {section.entries.map((entry) => (
            <a key={entry.route} href={`#${entry.route}`} aria-current={route === entry.route ? 'page' : undefined}>
              <span>{entry.label}</span>
              {!entry.ready && <span className="bahi-soon">coming soon</span>}
            </a>
          ))}
        </div>
      ))}
    </nav>
  );
}
