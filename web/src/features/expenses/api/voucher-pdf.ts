// The expense voucher's PDF, drawn in the browser by the shared renderer (loaded on the first click).
import type { ExpenseListResponse, ExpenseRow } from '@bahi/shared';
import { downloadBlob } from '../../../app/data-table/download';
import { loadPdfFonts } from '../../../app/pdf-fonts';

export async function downloadExpenseVoucher(expense: ExpenseRow, organisation: ExpenseListResponse['seller']): Promise<void> {
  const [{ expenseVoucherPdfBytes, expenseVoucherFileName }, fonts] = await Promise.all([import('@bahi/shared/pdf'), loadPdfFonts()]);
  const bytes = await expenseVoucherPdfBytes({ expense, organisation, fonts });
  downloadBlob(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), expenseVoucherFileName(expense));
}
