// Units of quantity an item is sold in: the GST portal's Unique Quantity Codes (UQC), which the
// HSN summary of GSTR-1 and e-way bills accept (the customs list the GST system adopted; "OTH"
// when no code fits). Ids are stable once items store them: never renumber, only append (litres
// came late, as 45; walk 36 H3).
// Services carry no quantity: the spec forces them to unit 55 (part 2 §3, §9), which is the
// GSTR-1 HSN summary's "NA" (not applicable) for service lines.
export interface ItemUnit {
  id: number;
  code: string;
  name: string;
}

/** Unit 55: what every services item is stored with, whatever the form sends. */
export const SERVICES_UNIT_ID = 55;

const UQC: readonly (readonly [string, string])[] = [
  ['BAG', 'BAGS'],
  ['BAL', 'BALE'],
  ['BDL', 'BUNDLES'],
  ['BKL', 'BUCKLES'],
  ['BOU', 'BILLIONS OF UNITS'],
  ['BOX', 'BOX'],
  ['BTL', 'BOTTLES'],
  ['BUN', 'BUNCHES'],
  ['CAN', 'CANS'],
  ['CBM', 'CUBIC METER'],
  ['CCM', 'CUBIC CENTIMETER'],
  ['CMS', 'CENTIMETER'],
  ['CTN', 'CARTONS'],
  ['DOZ', 'DOZEN'],
  ['DRM', 'DRUM'],
  // The portal's code; GGR until walk 36 H3 (unitByCodeOrId still reads it, so lines saved with it report GGK).
  ['GGK', 'GREAT GROSS'],
  ['GMS', 'GRAMS'],
  ['GRS', 'GROSS'],
  ['GYD', 'GROSS YARDS'],
  ['KGS', 'KILOGRAMS'],
  ['KLR', 'KILOLITRE'],
  ['KME', 'KILOMETRE'],
  ['MLT', 'MILLILITRE'],
  ['MTR', 'METERS'],
  ['MTS', 'METRIC TON'],
  ['NOS', 'NUMBERS'],
  ['PAC', 'PACKS'],
  ['PCS', 'PIECES'],
  ['PRS', 'PAIRS'],
  ['QTL', 'QUINTAL'],
  ['ROL', 'ROLLS'],
  ['SET', 'SETS'],
  ['SQF', 'SQUARE FEET'],
  ['SQM', 'SQUARE METERS'],
  ['SQY', 'SQUARE YARDS'],
  ['TBS', 'TABLETS'],
  ['TGM', 'TEN GROSS'],
  ['THD', 'THOUSANDS'],
  ['TON', 'TONNES'],
  ['TUB', 'TUBES'],
  ['UGS', 'US GALLONS'],
  ['UNT', 'UNITS'],
  ['YDS', 'YARDS'],
  ['OTH', 'OTHERS'],
];

/** Codes the list once had, by the code that replaced them. */
const RETIRED_CODES: Readonly<Record<string, string>> = { GGR: 'GGK' };

/** Goods units 1–44 (the UQC list, in the portal's order), 45 litres, then 55 for services. */
export const ITEM_UNITS: readonly ItemUnit[] = [
  ...UQC.map(([code, name], index) => ({ id: index + 1, code, name })),
  { id: 45, code: 'LTR', name: 'LITRES' },
  { id: SERVICES_UNIT_ID, code: 'NA', name: 'NOT APPLICABLE (SERVICES)' },
];

export function unitById(id: number): ItemUnit | undefined {
  return ITEM_UNITS.find((unit) => unit.id === id);
}

/** A unit by its code ('kgs', ' KGS ') or by its id written as text ('20'). */
export function unitByCodeOrId(text: string): ItemUnit | undefined {
  const value = text.trim().toUpperCase();
  if (/^\d+$/.test(value)) return unitById(Number(value));
  const code = RETIRED_CODES[value] ?? value;
  return ITEM_UNITS.find((unit) => unit.code === code);
}

/**
 * A quantity as a document shows it: with its unit ('3 BAG'), but a service's alone ('3'): its
 * unit code 'NA' (not applicable) is for the returns, not for the customer to read.
 */
export function quantityWithUnit(qty: string, unit: string): string {
  return [qty, unit === unitById(SERVICES_UNIT_ID)?.code ? '' : unit].filter(Boolean).join(' ');
}

/** Units a goods item may use: every unit but the services one. */
export function isGoodsUnit(id: number): boolean {
  return id !== SERVICES_UNIT_ID && unitById(id) !== undefined;
}
