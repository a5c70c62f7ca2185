// What documents read of the organisation's settings (spec part 2 §3): numbering, inventory and
// the composition scheme.
import { kindFacts, stockDirectionOf, type DocumentKindFacts, type KindInTable, type NoteReference, type NumberingSettings } from '@bahi/shared';
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

/**
 * Where a document moves stock for the organisation: nowhere unless it tracks inventory, else as
 * its kind says, a note changing a price alone excepted (stockDirectionOf).
 */
export function stockMovedBy(org: OrganisationRecord, kind: KindInTable, note: Pick<NoteReference, 'movesStock'> | null | undefined): DocumentKindFacts['stock'] {
  return tracksInventory(org) ? stockDirectionOf(kindFacts(kind), note) : 'none';
}

/** A composition dealer (Section 10 CGST Act): no input tax credit, no tax invoices, CMP-08 instead of GSTR-1 and GSTR-3B. */
export const isCompositionDealer = (org: OrganisationRecord): boolean => org.settings?.schemetype === 'composite';
