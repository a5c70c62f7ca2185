// The organisation settings the catalogue follows: its business type (the item screens' columns
// and item code), the inventory_tracking feature (stock tracking) and its custom field
// definitions. Anyone who may see items may read these; the rest of the settings need
// 'settings.view'.
import type { OrgFeature } from '@bahi/shared';
import type { Ports } from '../../../ports/index.js';
import { getOrganisation } from '../../../store/organisations.js';

const INVENTORY_TRACKING: OrgFeature = 'inventory_tracking';

export async function loadCatalogueSettings(ports: Ports, orgId: string) {
  const org = await getOrganisation(ports.table, orgId);
  return {
    business_id: org?.business_id ?? null,
    inventory_tracking: (org?.settings?.features ?? []).includes(INVENTORY_TRACKING),
    customfields: org?.settings?.customFields ?? [],
  };
}
