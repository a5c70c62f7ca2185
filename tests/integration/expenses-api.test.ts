// Expenses over real HTTP (spec part 2 §3 Expense, §5, §7, §9): the record-expense rules and their
// messages, the tax split by the supplier's state against hand-worked paise, EXPS- numbers that
// never repeat (concurrent saves, another process taking a number, deletes), the evidence upload
// checked by content through the route the logo shares, its signed link, and who may do what.
import JSZip from 'jszip';
import { PDFDocument } from 'pdf-lib';
import {
  AMOUNT_MESSAGES,
  APP_MESSAGES,
  DOCUMENT_APP_MESSAGES,
  EXPENSE_APP_MESSAGES,
  EXPENSE_MESSAGES,
  MESSAGES,
  SYSTEM_ACCOUNTS,
  buildPath,
  routes,
  systemAccountId,
  type SystemAccountCode,
} from '@bahi/shared';
import { putMembership } from '../../functions/src/store/memberships.js';
import { insertExpense, type ExpenseRecord } from '../../functions/src/store/expenses.js';
import { DEMO, signIn, signUp, startTestServer, type SignedIn, type TestServer } from '../support/api-client.js';
import { expectNothingWritten } from '../support/expectations.js';
import { stripedPng } from '../support/png.js';

let api: TestServer;
let owner: SignedIn;
let orgId: string;
let bankId: string;

beforeAll(async () => {
  api = await startTestServer();
  owner = await signIn(api, DEMO.ownerEmail, DEMO.password);
  orgId = owner.orgs[0]!.id;
  const form = await api.get(buildPath(routes.expenseForm.path, { orgId }), owner.token);
  bankId = form.body.banks[0].id;
}, 30_000);
afterAll(async () => {
  await api?.close();
});

/** A valid expense of 15 June 2025 (FY 2025-26) from a Maharashtra supplier, as the form sends it. */
const expense = (extra: Record<string, unknown> = {}) => ({
  orgId,
  customer_name: 'Sharma Stationers',
  notes: 'Printer paper',
  date_created: '2025-06-15',
  payment_method: 'CASH',
  payment_account: '',
  payment_through: '',
  amount: '1000',
  tax_rate: '18',
  statecode: '27',
  file_url: '',
  ...extra,
});
const save = (body: Record<string, unknown>, token = owner.token) => api.post(routes.saveExpense.path, body, token);
const list = async (startyear = 2025) =>
  (await api.get(`${buildPath(routes.listExpenses.path, { orgId })}?startyear=${startyear}&endyear=${startyear + 1}`, owner.token)).body;
const rowOf = async (id: string) => (await list()).expenses.find((row: { id: string }) => row.id === id);
const upload = (body: Record<string, unknown>, token = owner.token) => api.post(routes.saveImage.path, { orgid: orgId, fileUrl: '', ...body }, token);
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

async function realPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]);
  return pdf.save();
}
async function zipWith(name: string): Promise<Uint8Array> {
  const zip = new JSZip();
  zip.file(name, '<w:document/>');
  return zip.generateAsync({ type: 'uint8array' });
}
const OLE2_DOC = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
/** A Windows program: 'MZ', the DOS stub's start. */
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(200)]);

describe('recording an expense', () => {
  it('stores an intra-state expense with CGST and SGST, half each, and answers its EXPS- number', async () => {
    const saved = await save(expense());
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      status: true,
      message: 'Expense added successfully',
      id: expect.stringMatching(new RegExp(`^${orgId}_ex2025\\d{10}$`)),
      expenses_num: expect.stringMatching(/^EXPS-2025\d+$/),
      totalamount: '1180.00',
    });
    expect(await rowOf(saved.body.id)).toEqual({
      id: saved.body.id,
      expenses_num: saved.body.expenses_num,
      customer_name: 'Sharma Stationers',
      notes: 'Printer paper',
      date_created: '2025-06-15',
      payment_method: 'CASH',
      payment_account: '',
      payment_account_name: 'Cash',
      payment_through: '',
      // No account chosen: General expenses.
      expense_account: 'sys_expenses',
      expense_account_name: 'General expenses',
      supplier_gstin: '',
      itc_blocked: 'no',
      amount: '1000.00',
      tax_rate: '18',
      statecode: '27',
      supply: 'Intra State',
      cgst_total: '90.00',
      sgst_total: '90.00',
      igst_total: '0.00',
      tax_amount: '180.00',
      totalamount: '1180.00',
      file_url: null,
      created_by: owner.userId,
    });
  });

  it('charges IGST when the supplier is in another state, and paid from a bank account shows the account', async () => {
    const saved = await save(expense({ statecode: '29', payment_method: 'BANK', payment_account: bankId, payment_through: 'NEFT UTR 1234', amount: '1,250.50', tax_rate: '12' }));
    expect(saved.status).toBe(200);
    const row = await rowOf(saved.body.id);
    // 1,250.50 × 12% = 150.06 IGST; total 1,400.56.
    expect([row.supply, row.cgst_total, row.sgst_total, row.igst_total, row.tax_amount, row.totalamount]).toEqual(['Inter State', '0.00', '0.00', '150.06', '150.06', '1400.56']);
    expect([row.payment_method, row.payment_account, row.payment_account_name, row.payment_through]).toEqual(['BANK', bankId, 'HDFC Bank · 50100234567891', 'NEFT UTR 1234']);
  });

  it('rounds each half of an odd-paise tax once (half away from zero), so CGST always equals SGST', async () => {
    // ₹0.25 at 18%: each 9% half is 2.25 paise → 2 (tax 4 paise); IGST 18% is 4.5 paise → 5.
    const intra = await rowOf((await save(expense({ amount: '0.25', tax_rate: '18' }))).body.id);
    expect([intra.cgst_total, intra.sgst_total, intra.igst_total, intra.tax_amount, intra.totalamount]).toEqual(['0.02', '0.02', '0.00', '0.04', '0.29']);
    const inter = await rowOf((await save(expense({ amount: '0.25', tax_rate: '18', statecode: '07' }))).body.id);
    expect([inter.cgst_total, inter.sgst_total, inter.igst_total, inter.tax_amount, inter.totalamount]).toEqual(['0.00', '0.00', '0.05', '0.05', '0.30']);
    // ₹0.30 at 5%: each 2.5% half is 0.75 paise → 1.
    const halves = await rowOf((await save(expense({ amount: '0.30', tax_rate: '5' }))).body.id);
    expect([halves.cgst_total, halves.sgst_total, halves.tax_amount, halves.totalamount]).toEqual(['0.01', '0.01', '0.02', '0.32']);
  });

  it("takes the organisation's own state when the supplier's is left blank, and a nil rate adds no tax", async () => {
    const row = await rowOf((await save(expense({ statecode: '', tax_rate: '0', amount: '99.99' }))).body.id);
    expect([row.statecode, row.supply, row.tax_amount, row.totalamount]).toEqual(['27', 'Intra State', '0.00', '99.99']);
  });

  it.each([
    ['a blank payee', { customer_name: '  ' }, 'customer_name', EXPENSE_APP_MESSAGES.payeeRequired],
    ['a blank amount', { amount: '' }, 'amount', EXPENSE_APP_MESSAGES.amountRequired],
    ['a zero amount', { amount: '0.00' }, 'amount', EXPENSE_APP_MESSAGES.amountRequired],
    ['three decimals', { amount: '10.505' }, 'amount', 'Amount can have at most 2 decimals (paise)'],
    ['two decimal points', { amount: '10.5.5' }, 'amount', AMOUNT_MESSAGES.notAmount.replace('{label}', 'Amount')],
    ['letters', { amount: '12abc' }, 'amount', AMOUNT_MESSAGES.notAmount.replace('{label}', 'Amount')],
    ['a negative amount', { amount: '-5' }, 'amount', 'Amount cannot be negative'],
    ['an amount over ₹99,99,99,999.99', { amount: '1000000000' }, 'amount', 'Amount can be at most ₹99,99,99,999.99'],
    ['a rate that is no GST rate', { tax_rate: '17' }, 'tax_rate', EXPENSE_APP_MESSAGES.taxRateInvalid],
    ['40% before 22 September 2025', { tax_rate: '40' }, 'tax_rate', EXPENSE_APP_MESSAGES.taxRateInvalid],
    ['an unknown state', { statecode: '99' }, 'statecode', EXPENSE_APP_MESSAGES.supplierStateRequired],
    ['no date', { date_created: '' }, 'date_created', DOCUMENT_APP_MESSAGES.dateRequired],
    ['a date before GST', { date_created: '2017-06-30' }, 'date_created', DOCUMENT_APP_MESSAGES.dateTooEarly],
    ['a bank payment without the account', { payment_method: 'BANK', payment_account: '' }, 'payment_account', DOCUMENT_APP_MESSAGES.paymentAccountRequired],
    ['evidence that is not an uploaded file', { file_url: 'orgs/elsewhere/secret.pdf' }, 'file_url', EXPENSE_APP_MESSAGES.evidenceNotFound],
  ])('refuses %s with 400 and its message, writing nothing', async (_case, change, field, message) => {
    const before = (await api.scanAll()).length;
    const refused = await save(expense(change));
    expect([refused.status, refused.body.error]).toEqual([400, message]);
    expect(refused.body.errors).toContainEqual({ field, message });
    expect((await api.scanAll()).length).toBe(before);
  });

  it("refuses a bank account that is not the organisation's, and another organisation's evidence", async () => {
    const bank = await save(expense({ payment_method: 'BANK', payment_account: `${orgId}_0000000000000000` }));
    expect([bank.status, bank.body.error]).toEqual([400, EXPENSE_APP_MESSAGES.unknownBankAccount]);
    const foreign = await save(expense({ file_url: 'orgs/0000000000000000/evidence/0000000000000000_0000000000000000.pdf' }));
    expect([foreign.status, foreign.body.error]).toEqual([400, EXPENSE_APP_MESSAGES.evidenceNotFound]);
  });

  it('allows 40% from 22 September 2025', async () => {
    const row = await rowOf((await save(expense({ tax_rate: '40', date_created: '2025-09-22', amount: '100' }))).body.id);
    expect([row.cgst_total, row.sgst_total, row.totalamount]).toEqual(['20.00', '20.00', '140.00']);
  });
});

describe('EXPS- numbers', () => {
  const seqOf = (number: string) => Number(number.replace(/^EXPS-2026/, ''));

  it('gives 25 concurrent saves 25 different numbers in a row, each its own item', async () => {
    const saves = await Promise.all(Array.from({ length: 25 }, (_, i) => save(expense({ date_created: '2026-05-01', amount: String(i + 1) }))));
    expect(saves.map((s) => s.status)).toEqual(Array(25).fill(200));
    const numbers = saves.map((s) => s.body.expenses_num as string);
    expect(new Set(numbers).size).toBe(25);
    const seqs = numbers.map(seqOf).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 25 }, (_, i) => seqs[0]! + i));
    const rows = (await list(2026)).expenses.filter((row: { date_created: string }) => row.date_created === '2026-05-01');
    expect(rows).toHaveLength(25);
  });

  it('numbers each financial year from 1, and skips a number another process took meanwhile', async () => {
    const first = await save(expense({ date_created: '2024-04-01' }));
    expect(first.body.expenses_num).toBe('EXPS-20241');
    // Another Lambda container writes number 2 behind this process's back.
    const taken: ExpenseRecord = {
      id: `${orgId}_ex20240000000002`, orgId, fyStartYear: 2024, seq: 2, number: 'EXPS-20242', payee: 'Elsewhere', notes: '', date: '2024-04-02',
      method: 'CASH', account: '', through: '', amount: 100, taxRateBps: 0, supplierStateCode: '27', orgStateCode: '27',
      cgst: 0, sgst: 0, igst: 0, tax: 0, total: 100, evidenceKey: '', createdAt: '2024-04-02T00:00:00.000Z', createdBy: owner.userId,
    };
    await insertExpense(api.server.ports.table, taken);
    const next = await save(expense({ date_created: '2025-03-31' }));
    expect(next.body.expenses_num).toBe('EXPS-20243');
  });

  it('never issues a deleted expense number again', async () => {
    const last = await save(expense({ date_created: '2023-07-01' }));
    expect(last.body.expenses_num).toBe('EXPS-20231');
    const deleted = await api.get(buildPath(routes.deleteExpense.path, { id: last.body.id }), owner.token);
    expect(deleted.body).toEqual({ status: true, message: MESSAGES.deleted });
    expect((await list(2023)).expenses).toEqual([]);
    expect((await save(expense({ date_created: '2023-08-01' }))).body.expenses_num).toBe('EXPS-20232');
  });

  it("shows the form the next number of today's financial year, the bank accounts and the organisation's state", async () => {
    const form = await api.get(buildPath(routes.expenseForm.path, { orgId }), owner.token);
    expect(form.body).toEqual({
      status: true,
      next_expenses_num: expect.stringMatching(/^EXPS-\d{4}\d+$/),
      org_statecode: '27',
      banks: [expect.objectContaining({ id: bankId, bankname: 'HDFC Bank' })],
      // Every expense account of the chart, General expenses (the default) first.
      expense_accounts: Object.entries(SYSTEM_ACCOUNTS)
        .filter(([, account]) => account.type === 'EXPENSE')
        .map(([code, account]) => ({ id: systemAccountId(code as SystemAccountCode), name: account.name }))
        .sort((a, b) => Number(b.id === 'sys_expenses') - Number(a.id === 'sys_expenses')),
      today: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });
});

describe('deleting', () => {
  it('answers 404 for an expense that does not exist or is already deleted', async () => {
    const saved = await save(expense());
    const path = buildPath(routes.deleteExpense.path, { id: saved.body.id });
    expect((await api.get(path, owner.token)).status).toBe(200);
    const again = await api.get(path, owner.token);
    expect([again.status, again.body.error]).toEqual([404, EXPENSE_APP_MESSAGES.expenseNotFound]);
    const never = await api.get(buildPath(routes.deleteExpense.path, { id: `${orgId}_ex20209999999999` }), owner.token);
    expect([never.status, never.body.error]).toEqual([404, EXPENSE_APP_MESSAGES.expenseNotFound]);
  });
});

describe('evidence', () => {
  it('stores a PDF checked by content, which the expense keeps and the list opens through a signed link', async () => {
    const pdf = await realPdf();
    const uploaded = await upload({ purpose: 'evidence', ext: 'pdf', imgDta: `data:application/pdf;base64,${base64(pdf)}` });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toEqual({
      status: true,
      success: true,
      key: expect.stringMatching(new RegExp(`^orgs/${orgId}/evidence/${orgId}_[a-z0-9]{16}\\.pdf$`)),
      url: expect.stringMatching(/^\/files\/orgs\/[a-z0-9]{16}\/evidence\/[a-z0-9_]+\.pdf\?expires=\d+&signature=[A-Za-z0-9_-]{43}$/),
    });
    const saved = await save(expense({ file_url: uploaded.body.key }));
    const row = await rowOf(saved.body.id);
    expect(row.file_url).toMatch(/^\/files\/orgs\/[a-z0-9]{16}\/evidence\/[a-z0-9_]+\.pdf\?expires=\d+&signature=[A-Za-z0-9_-]{43}$/);
    const opened = await fetch(`${api.url}${row.file_url}`);
    expect([opened.status, opened.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(Buffer.from(await opened.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);
    // The file is this expense's alone (walk 37 M4: deleting one of two expenses naming it took it from the other).
    await expectNothingWritten(api, async () => {
      const again = await save(expense({ file_url: uploaded.body.key }));
      expect([again.status, again.body.error]).toEqual([400, EXPENSE_APP_MESSAGES.evidenceTaken]);
    });
    // Deleting the expense removes its file.
    await api.get(buildPath(routes.deleteExpense.path, { id: saved.body.id }), owner.token);
    expect((await fetch(`${api.url}${row.file_url}`)).status).toBe(404);
  });

  it.each([
    ['a docx (a zip holding word/document.xml)', 'docx', () => zipWith('word/document.xml'), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['a doc (an OLE2 compound file)', 'doc', async () => OLE2_DOC, 'application/msword'],
    ['a png', 'png', async () => stripedPng(30, 30), 'image/png'],
    ['a jpeg sent as .jpeg', 'jpeg', async () => Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'image/jpeg'],
  ])('takes %s', async (_case, ext, bytes, contentType) => {
    const uploaded = await upload({ purpose: 'evidence', ext, imgDta: base64(await bytes()) });
    expect(uploaded.status).toBe(200);
    const served = await fetch(`${api.url}${uploaded.body.url}`);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, contentType]);
  });

  it.each([
    ['an .exe renamed .pdf', 'pdf', async () => EXE],
    ['an .exe sent as exe', 'exe', async () => EXE],
    ['a zip without word/document.xml named .docx', 'docx', () => zipWith('readme.txt')],
    ['a PNG named .pdf', 'pdf', async () => stripedPng(10, 10)],
    ['a PDF named .doc', 'doc', realPdf],
    ['a GIF', 'gif', async () => Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')],
    ['plain text named .docx', 'docx', async () => Buffer.from('not a document')],
    ['no file at all', 'pdf', async () => Buffer.alloc(0)],
  ])('refuses %s with the spec message and stores nothing', async (_case, ext, bytes) => {
    const stored = [...(api.server.ports.blobs as unknown as { memory: Map<string, unknown> }).memory.keys()].length;
    const refused = await upload({ purpose: 'evidence', ext, imgDta: base64(await bytes()) });
    expect([refused.status, refused.body.error]).toEqual([400, EXPENSE_MESSAGES.evidenceTypeNotAllowed]);
    expect([...(api.server.ports.blobs as unknown as { memory: Map<string, unknown> }).memory.keys()].length).toBe(stored);
  });

  it('takes exactly 2,097,152 bytes and refuses one byte more', async () => {
    const limit = Buffer.alloc(2_097_152);
    Buffer.from('%PDF-1.4\n').copy(limit);
    expect((await upload({ purpose: 'evidence', ext: 'pdf', imgDta: base64(limit) })).status).toBe(200);
    const over = Buffer.alloc(2_097_153);
    Buffer.from('%PDF-1.4\n').copy(over);
    const refused = await upload({ purpose: 'evidence', ext: 'pdf', imgDta: base64(over) });
    expect([refused.status, refused.body.error]).toEqual([400, EXPENSE_APP_MESSAGES.evidenceTooLarge]);
    const huge = await upload({ purpose: 'evidence', ext: 'pdf', imgDta: base64(Buffer.alloc(3_000_000)) });
    expect([huge.status, huge.body.error]).toEqual([400, EXPENSE_APP_MESSAGES.evidenceTooLarge]);
  });

  it('keeps the logo upload as it was: no purpose is the logo, with its own types and checks', async () => {
    const pdfAsLogo = await upload({ ext: 'pdf', imgDta: base64(await realPdf()) });
    expect([pdfAsLogo.status, pdfAsLogo.body.error]).toEqual([400, APP_MESSAGES.imageTypeNotAllowed]);
    const uncropped = await upload({ purpose: 'logo', ext: 'png', imgDta: base64(stripedPng(30, 30)) });
    expect([uncropped.status, uncropped.body.error]).toEqual([400, APP_MESSAGES.logoSize]);
    const unknown = await upload({ purpose: 'invoice', ext: 'png', imgDta: base64(stripedPng(200, 80)) });
    expect([unknown.status, unknown.body.error]).toEqual([400, 'Unknown upload purpose.']);
  });
});

describe('who may', () => {
  let outsider: SignedIn;
  const member = async (email: string, permissions: string[]) => {
    const user = await signUp(api, { username: email, email, password: 'Secret@123', usertype: 'CA' });
    await putMembership(api.server.ports.table, { orgId, userId: user.userId, role: 'member', permissions: permissions as never, createdAt: new Date().toISOString() });
    return user.token;
  };

  beforeAll(async () => {
    outsider = await signUp(api, { username: 'Outsider', email: 'outsider@expenses.in', password: 'Secret@123', orgname: 'Other Traders', gstin: '33ABCDE5678G1ZH', type: 1 });
  });

  it('refuses a user of another organisation with 403 on every expense call and the evidence upload', async () => {
    const id = (await save(expense())).body.id;
    const answers = await Promise.all([
      api.get(buildPath(routes.listExpenses.path, { orgId }), outsider.token),
      api.get(buildPath(routes.expenseForm.path, { orgId }), outsider.token),
      save(expense(), outsider.token),
      api.get(buildPath(routes.deleteExpense.path, { id }), outsider.token),
      upload({ purpose: 'evidence', ext: 'pdf', imgDta: base64(await realPdf()) }, outsider.token),
    ]);
    expect(answers.map((a) => [a.status, a.body.code])).toEqual(Array(5).fill([403, 'access.notMember']));
    expect(await rowOf(id)).toBeDefined();
  });

  it('lets a member with purchases.view list but not record, and one with purchases.edit upload evidence but not a logo', async () => {
    const viewer = await member('viewer@expenses.in', ['purchases.view']);
    expect((await api.get(buildPath(routes.listExpenses.path, { orgId }), viewer)).status).toBe(200);
    const refused = await save(expense(), viewer);
    expect([refused.status, refused.body.error]).toEqual([403, APP_MESSAGES.noPermission]);

    const clerk = await member('clerk@expenses.in', ['purchases.view', 'purchases.edit']);
    expect((await upload({ purpose: 'evidence', ext: 'pdf', imgDta: base64(await realPdf()) }, clerk)).status).toBe(200);
    const logo = await upload({ ext: 'png', imgDta: base64(stripedPng(200, 80)) }, clerk);
    expect([logo.status, logo.body.code]).toEqual([403, 'access.noPermission']);
    expect((await save(expense(), clerk)).status).toBe(200);

    const settingsOnly = await member('settings@expenses.in', ['settings.view', 'settings.edit']);
    const evidence = await upload({ purpose: 'evidence', ext: 'pdf', imgDta: base64(await realPdf()) }, settingsOnly);
    expect([evidence.status, evidence.body.code]).toEqual([403, 'access.noPermission']);
    expect((await upload({ ext: 'png', imgDta: base64(stripedPng(200, 80)) }, settingsOnly)).status).toBe(200);
  });
});
