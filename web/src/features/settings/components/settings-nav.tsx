// The settings sections the user may open, as tabs that are links: each section has its own hash route.
import { settingsHref, type SETTINGS_SECTIONS, type SettingsSection } from '../routes';

export function SettingsNav({ current, sections }: { current: SettingsSection; sections: readonly (typeof SETTINGS_SECTIONS)[number][] }) {
  return (
    <nav className="bahi-settings-nav" aria-label="Settings sections">
      {sections.map((section) => (
        <a key={section.slug} href={settingsHref(section.slug)} aria-current={section.slug === current ? 'page' : undefined}>
          {section.label}
        </a>
      ))}
    </nav>
  );
}
