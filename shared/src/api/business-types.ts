// Business types (industries) an organisation declares at sign-up and in its settings. The ids matter elsewhere: 2, 8 and 9 change the item
// table's columns, and 8 and 9 show an item code field (spec part 2 §2, §6).
export const BUSINESS_TYPES = [
  { id: 1, name: 'Trading' },
  { id: 2, name: 'Services' },
  { id: 3, name: 'Manufacturing' },
  { id: 4, name: 'Retail' },
  { id: 5, name: 'Construction' },
  { id: 6, name: 'Healthcare' },
  { id: 7, name: 'Education' },
  { id: 8, name: 'Pharmacy' },
  { id: 9, name: 'Automobile parts' },
  { id: 10, name: 'Other' },
] as const;

export const BUSINESS_TYPE_IDS = BUSINESS_TYPES.map((type) => type.id) as number[];
