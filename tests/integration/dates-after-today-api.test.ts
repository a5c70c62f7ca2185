// Nothing is dated after today (walk 37 M7: documents, payments and starting balances of 2099 were
// taken; walk 40 M4: an invoice of next February and a journal of January). Today is India's: at
// 01:30 on 30 November in India (20:00 on the 29th by UTC) the 30th is today and the 1st of
// December is not yet.
import { APP_MESSAGES, fillMessage, routes } from '@bahi/shared';
import { RICE_LINE, expectOk as ok, invoiceToClient, startDocumentTest, type DocumentTestSetup } from '../support/document-lines.js';
import { expectNothingWritten } from '../support/expectations.js';

type Body = Record<string, unknown>;

const clock = new Date('2026-11-29T20:00:00.000Z');
const TODAY = '2026-11-30';
const TOMORROW = '2026-12-01';
const refusal = fillMessage(APP_MESSAGES.dateAfterToday, { today: '30 Nov 2026' });
let setup: DocumentTestSetup;

const invoice = (date: string): Body => invoiceToClient(setup, date, [{ ...RICE_LINE, item_id: setup.rice, qty: '1' }]);
const post = (path: string, body: Body) => setup.api.post(path, body, setup.owner.token);

async function expectRefused(send: () => Promise<{ status: number; body: Body }>, code: string, field: string) {
  await expectNothingWritten(setup.api, async () => {
    const refused = await send();
    expect([refused.status, refused.body.code, refused.body.errors]).toEqual([400, code, [{ field, message: refusal }]]);
  });
}

beforeAll(async () => {
  setup = await startDocumentTest(clock);
});

afterAll(async () => {
  await setup.api.close();
});

describe('a date after today (India’s)', () => {
  it('is refused on a document, a new one or an edit, and today is taken', async () => {
    await expectRefused(() => post('/api/account/invoice/insert/savedata', invoice(TOMORROW)), 'document.dateAfterToday', 'invoicedate');
    await expectRefused(() => post('/api/account/quotation/savedata', { ...invoice(''), quotationdate: '2099-01-01' }), 'document.dateAfterToday', 'quotationdate');
    const saved = await ok(post('/api/account/invoice/insert/savedata', invoice(TODAY)));
    await expectRefused(() => post('/api/account/invoiceedit/updateinvoicedata', { ...invoice(TOMORROW), id: saved.body.id, version: 1 }), 'document.dateAfterToday', 'invoicedate');
  });

  it('is refused on a payment', async () => {
    const saved = await ok(post('/api/account/invoice/insert/savedata', invoice(TODAY)));
    await expectRefused(() => post('/api/account/addpayments/orgcharts', { invoiceId: saved.body.id, date: TOMORROW, amount: '10', method: 'CASH', account: '' }), 'payment.dateAfterToday', 'date');
    await ok(post('/api/account/addpayments/orgcharts', { invoiceId: saved.body.id, date: TODAY, amount: '10', method: 'CASH', account: '' }));
  });

  it('is refused on a journal and on the starting balances', async () => {
    const lines = [
      { acc: 'sys_expenses', desc: 'Rent', debit: '100', credit: '' },
      { acc: 'sys_cash', desc: 'Paid', debit: '', credit: '100' },
    ];
    await expectRefused(() => post(routes.saveJournal.path, { orgid: setup.orgId, description: 'Rent', transactiondate: TOMORROW, lines }), 'books.dateAfterToday', 'transactiondate');
    await expectRefused(
      () => post(routes.saveStartingBalance.path, { orgid: setup.orgId, description: 'Opening', transactiondate: '2099-12-31', lines: [{ accountid: 'sys_cash', debit: '100', credit: '' }] }),
      'books.dateAfterToday',
      'transactiondate',
    );
    await ok(post(routes.saveJournal.path, { orgid: setup.orgId, description: 'Rent', transactiondate: TODAY, lines }));
  });

  it('is refused on an expense', async () => {
    const expense = (date: string): Body => ({ orgId: setup.orgId, customer_name: 'Shah Estates', date_created: date, payment_method: 'CASH', amount: '1000', tax_rate: '0', statecode: '27' });
    await expectRefused(() => post(routes.saveExpense.path, expense(TOMORROW)), 'expense.dateAfterToday', 'date_created');
    await ok(post(routes.saveExpense.path, expense(TODAY)));
  });
});
