// exceljs and its zip stack are about 700 KB of bundled code, needed only by the requests that read
// or write a workbook (the items upload, the returns' Excel files). They are imported on the first
// such request, so the bundle keeps them in a chunk of their own (functions/scripts/bundle.ts) and
// a cold start of the area does not load them.
import type ExcelJS from 'exceljs';

export async function newWorkbook(): Promise<ExcelJS.Workbook> {
  const { default: excel } = await import('exceljs');
  return new excel.Workbook();
}
