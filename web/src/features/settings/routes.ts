// Hash routes of the settings screen: one sub-route per section (`#/settings/bank`), so the back
// button and deep links reach a section. `#/settings` itself opens the organisation details.
export const SETTINGS_ROUTE = '/settings';

export const SETTINGS_SECTIONS = [
  { slug: 'organisation', label: 'Organisation' },
  { slug: 'addresses', label: 'Addresses' },
  { slug: 'bank', label: 'Bank' },
  { slug: 'users', label: 'Users' },
  { slug: 'numbering', label: 'Numbering' },
  { slug: 'custom-fields', label: 'Custom fields' },
  { slug: 'round-off', label: 'Round-off' },
  { slug: 'logo', label: 'Logo' },
  { slug: 'password', label: 'Password' },
] as const;

export type SettingsSection = (typeof SETTINGS_SECTIONS)[number]['slug'];

export const settingsHref = (section: SettingsSection) => `#${SETTINGS_ROUTE}/${section}`;

/** The section a route names; the organisation details for `/settings` and unknown sub-routes. */
export function settingsSection(route: string): SettingsSection {
  const slug = route.slice(SETTINGS_ROUTE.length + 1);
  return SETTINGS_SECTIONS.find((section) => section.slug === slug)?.slug ?? 'organisation';
}
