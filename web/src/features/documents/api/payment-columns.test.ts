import { exportTable } from '../../../app/data-table/table-model';
import { paymentColumns, type PaymentRow } from './payment-columns';

const row: PaymentRow = {
  id: 'p1',
  date: '2025-10-20',
  amount: '30000.00',
  method: 'BANK',
  account: 'bank1',
  accountLabel: 'HDFC Bank 4321',
  notes: 'NEFT',
  createddate: '2025-10-20 10:00:00',
  invoiceId: 'o1_bb2025abc',
  kind: 'b2b',
  invoice_no: 'INV2',
  invoicedate: '2025-10-08',
  companyname: 'Kaveri Silks Pvt Ltd',
  total_amount: '61800.00',
  notes_adjustment: '4410.00',
  pending_amount: '36210.00',
};

describe('payments list columns', () => {
  it('shows the notes behind the pending after a payment when a document of the group has some, so the row adds up', () => {
    expect(exportTable(paymentColumns([row]), [row])).toEqual({
      headers: ['Date', 'Number', 'Dated', 'Party', 'Amount', 'Paid by', 'Notes', 'Document total', 'Credit/debit notes', 'Pending after it'],
      align: ['start', 'start', 'start', 'start', 'end', 'start', 'start', 'end', 'end', 'end'],
      rows: [[{ date: '2025-10-20' }, 'INV2', { date: '2025-10-08' }, 'Kaveri Silks Pvt Ltd', { paise: 3000000 }, 'HDFC Bank 4321', 'NEFT', { paise: 6180000 }, { paise: 441000 }, { paise: 3621000 }]],
    });
  });

  it('leaves the notes column out when no document of the group has notes', () => {
    const plain = { ...row, notes_adjustment: '0.00', pending_amount: '31800.00' };
    expect(exportTable(paymentColumns([plain]), [plain]).headers).toEqual(['Date', 'Number', 'Dated', 'Party', 'Amount', 'Paid by', 'Notes', 'Document total', 'Pending after it']);
  });
});
