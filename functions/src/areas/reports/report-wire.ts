// Report figures on the wire: paise to rupee strings, an entry to the document row a drill-down
// lists and opens.
import { paiseToRupees, type ReportDocument } from '@bahi/shared';
import type { Figures, ReportEntry } from './report-entries.js';

export function figuresWire(figures: Figures) {
  return {
    taxable: paiseToRupees(figures.taxable),
    cgst: paiseToRupees(figures.cgst),
    sgst: paiseToRupees(figures.sgst),
    igst: paiseToRupees(figures.igst),
    cess: paiseToRupees(figures.cess),
    tax: paiseToRupees(figures.tax),
    total: paiseToRupees(figures.total),
  };
}

export function documentWire(entry: ReportEntry, figures: Figures = entry.figures): ReportDocument {
  return {
    id: entry.id,
    kind: entry.kind,
    kind_label: entry.kindLabel,
    number: entry.number,
    date: entry.date,
    party: entry.party,
    gstin: entry.gstin,
    statecode: entry.statecode,
    ...figuresWire(figures),
  };
}
