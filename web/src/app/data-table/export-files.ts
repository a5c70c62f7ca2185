// The three exports, each ending in a download. exceljs and pdf-lib (with the DejaVu font) load
// only when their button is clicked, so the first screen does not pay for them.
import regularFontUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';
import boldFontUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url';
import { toCsv } from './csv';
import { downloadBlob } from './download';
import type { ExportHeading, ExportTable } from './table-model';

export type ExportFormat = 'csv' | 'xlsx' | 'pdf';

async function fontBytes(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load the PDF font (${response.status}).`);
  return response.arrayBuffer();
}

async function exportBlob(format: ExportFormat, heading: ExportHeading, table: ExportTable): Promise<Blob> {
  switch (format) {
    case 'csv':
      return new Blob([toCsv(heading, table)], { type: 'text/csv;charset=utf-8' });
    case 'xlsx': {
      const { xlsxBytes } = await import('./xlsx-export');
      return new Blob([await xlsxBytes(heading, table)], {
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      });
    }
    case 'pdf': {
      const [{ pdfBytes }, regular, bold] = await Promise.all([
        import('./pdf-export'),
        fontBytes(regularFontUrl),
        fontBytes(boldFontUrl),
      ]);
      const bytes = await pdfBytes({ heading, generatedAt: new Date(), table, fonts: { regular, bold } });
      return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
    }
  }
}

/** Builds `{fileName}.{format}` from the heading and the table and downloads it. */
export async function exportFile(format: ExportFormat, fileName: string, heading: ExportHeading, table: ExportTable): Promise<void> {
  downloadBlob(await exportBlob(format, heading, table), `${fileName}.${format}`);
}
