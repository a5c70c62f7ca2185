// GST returns: pure generators over a month's documents (see gstr1.ts, gstr3b.ts, prefiling-check.ts).
export * from './return-inputs.js';
export * from './return-amounts.js';
export * from './supply-facts.js';
export * from './advances.js';
export * from './gstr1-format.js';
export * from './gstr1.js';
export * from './gstr1-files.js';
export * from './gstr3b.js';
export * from './hsn-summary.js';
export * from './doc-issue.js';
export * from './prefiling-check.js';
export * from './return-periods.js';
export * from './return-messages.js';
