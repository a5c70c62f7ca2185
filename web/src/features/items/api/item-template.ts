// The bulk-upload template, built in the browser from the shared column list the server reads
// uploads by. exceljs loads on click: it is large and most visits never need it.
import { fillItemUploadTemplate } from '@bahi/shared';
import { downloadBlob } from '../../../app/data-table/download';

export const ITEM_TEMPLATE_FILE_NAME = 'Items upload template.xlsx';

export async function downloadItemTemplate(): Promise<void> {
  const { default: ExcelJS } = await import('exceljs');
  const bytes = await fillItemUploadTemplate(new ExcelJS.Workbook()).xlsx.writeBuffer();
  downloadBlob(new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), ITEM_TEMPLATE_FILE_NAME);
}
