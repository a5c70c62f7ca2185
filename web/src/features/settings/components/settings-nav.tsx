// The settings sections as tabs that are links: each section has its own hash route.
import { SETTINGS_SECTIONS, settingsHref, type SettingsSection } from '../routes';

export function SettingsNav({ current }: { current: SettingsSection }) {
  return (
    <nav className="bahi-settings-nav" aria-label="Settings sections">
      {SETTINGS_SECTIONS.map((section) => (
        <a key={section.slug} href={settingsHref(section.slug)} aria-current={section.slug === current ? 'page' : undefined}>
          {section.label}
        </a>
      ))}
    </nav>
  );
}
