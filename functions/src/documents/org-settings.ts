// What documents read of the organisation's settings (spec part 2 §3): numbering and inventory.
import type { NumberingSettings } from '@bahi/shared';
import type { OrganisationRecord } from '../store/organisations.js';

export function numberingOf(org: OrganisationRecord): NumberingSettings {
  return {
    prefixes: org.settings?.sequencePrefixes,
    yearSequence: org.settings?.invoice_year_sequence === 1,
    startNumber: org.settings?.invoiceNumber,
  };
}

/** Stock moves with documents only when the organisation tracks inventory (spec part 2 §6). */
export function tracksInventory(org: OrganisationRecord): boolean {
  return (org.settings?.features ?? []).includes('inventory_tracking');
}
