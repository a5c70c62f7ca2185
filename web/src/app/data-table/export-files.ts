// The three exports, each ending in a download. exceljs and pdf-lib (with the DejaVu font) load
// only when their button is clicked, so the first screen does not pay for them.
import { loadPdfFonts } from '../pdf-fonts';
import { toCsv } from './csv';
import { downloadBlob } from './download';
import type { ExportTable } from './table-model';

export type ExportFormat = 'csv' | 'xlsx' | 'pdf';

async function exportBlob(format: ExportFormat, title: string, table: ExportTable): Promise<Blob> {
  switch (format) {
    case 'csv':
      return new Blob([toCsv(table)], { type: 'text/csv;charset=utf-8' });
    case 'xlsx': {
      const { xlsxBytes } = await import('./xlsx-export');
      return new Blob([await xlsxBytes(title, table)], {
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      });
    }
    case 'pdf': {
      const [{ pdfBytes }, fonts] = await Promise.all([import('./pdf-export'), loadPdfFonts()]);
      const bytes = await pdfBytes({ title, generatedAt: new Date(), table, fonts });
      return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
    }
  }
}

/** Builds `{name}.{format}` from the table and downloads it. */
export async function exportFile(format: ExportFormat, name: string, table: ExportTable): Promise<void> {
  downloadBlob(await exportBlob(format, name, table), `${name}.${format}`);
}
