// Annual turnover bands an organisation declares in its details (spec part 2 §3 turnover_id); the
// form lists them and the server accepts only their ids. The
// limits follow the GST thresholds an accountant plans around: registration (₹40 lakh for goods),
// the composition scheme (₹1.5 crore), quarterly returns (₹5 crore) and e-invoicing tiers.
export const TURNOVER_BANDS = [
  { id: 1, name: 'Up to ₹40 lakh' },
  { id: 2, name: '₹40 lakh to ₹1.5 crore' },
  { id: 3, name: '₹1.5 crore to ₹5 crore' },
  { id: 4, name: '₹5 crore to ₹20 crore' },
  { id: 5, name: '₹20 crore to ₹100 crore' },
  { id: 6, name: 'Above ₹100 crore' },
] as const;

export const TURNOVER_BAND_IDS = TURNOVER_BANDS.map((band) => band.id) as number[];

/** Band 4 and above: the turnover is over ₹5 crore (6-digit HSN/SAC codes, Notification 78/2020-CT). */
export const isTurnoverAboveFiveCrore = (turnoverId: number | null | undefined): boolean => (turnoverId ?? 0) >= 4;
