// The GST engine: pure, synchronous, integer money (paise) and rates (basis points).
// See totals.ts for the document rules and rounding.ts for the one rounding rule.
export * from './errors.js';
export * from './rounding.js';
export * from './states.js';
export * from './gstin.js';
export * from './amount-in-words.js';
export * from './money-format.js';
export * from './quantity.js';
export * from './calendar.js';
export * from './financial-year.js';
export * from './document-numbers.js';
export * from './dated-rules.js';
export * from './totals.js';
