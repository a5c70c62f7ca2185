// Who each general ledger line is with (walk 25 LOW 1: the bank book said "HDFC Bank · …" on every
// line): a bank's, sales', purchases' or tax line names the party of the document or the expense
// behind it, its bank account apart; a debtor's line still names its client; journals have none.
// The bank overdrawn at the end is a bank overdraft among the liabilities (walk 25 LOW 5).
import { buildPath, routes } from '@bahi/shared';
import { clientInsertBody, gstinOf } from '../support/document-fixtures.js';
import { RICE_LINE, expectOk, startOwnOrganisationTest, type DocumentTestSetup } from '../support/document-lines.js';

type Body = Record<string, unknown>;

const HDFC = 'HDFC Bank · 50100234567891';
const SBI = 'State Bank of India · 30211456789';
const NOVEMBER = '?start=2026-11-01&end=2026-11-30';

let setup: DocumentTestSetup;
let banks: { hdfc: string; sbi: string };
const ledger = async (query: string) => (await expectOk(setup.api.get(`/api/reports/generalledger/${setup.orgId}${query}`, setup.owner.token))).body.ledger;
const linesOf = (found: { lines: Body[] }) => found.lines.map((line) => [line.date, (line.source as Body).number, line.party, line.bankAccount, line.debit, line.credit, line.balance]);

beforeAll(async () => {
  setup = await startOwnOrganisationTest(new Date('2026-11-28T06:30:00.000Z'), { name: 'Kaveri Silks', email: 'owner@kaveri.example.in', gstin14: '27AAGCK1357K1Z' });
  const { api, owner, orgId, client, rice } = setup;
  const post = (path: string, body: Body) => expectOk(api.post(path, body, owner.token));
  const bank = (bankname: string, account: string, ifsc: string) => post(routes.addOrgBank.path, { orgid: orgId, holder_name: 'Kaveri Silks', account, ifsc, branch: 'Pune', bankname });
  await bank('HDFC Bank', '50100234567891', 'HDFC0001234');
  const both = (await bank('State Bank of India', '30211456789', 'SBIN0001234')).body.organisation.banks as { id: string; bankname: string }[];
  banks = { hdfc: both.find((each) => each.bankname === 'HDFC Bank')?.id as string, sbi: both.find((each) => each.bankname === 'State Bank of India')?.id as string };

  const mills = (await post('/api/client/insert', clientInsertBody(orgId, { name: 'Ahmedabad Cotton Mills', gstin14: '27AABCA4321K1Z', city: 'Pune', pincode: '411002' }))).body.client_id as string;
  const millsAddress = (await expectOk(api.get(`/api/client/getclient/${mills}`, owner.token))).body.clientaddress[0].id as string;
  // 5 Nov: 2 bags to Shree Kirana: 2,250.90 + CGST 56.27 + SGST 56.27 = 2,363.44.
  const invoice = await post('/api/account/invoice/insert/savedata', { org_id: orgId, client_id: client.id, clientaddressid: client.addressId, isaddrsame: 1, invoicedate: '2026-11-05', items: [{ ...RICE_LINE, item_id: rice, qty: '2' }] });
  // 8 Nov: 1 bag bought at 800.00 from Ahmedabad Cotton Mills (their bill ACM/771, our PUR-20261): 800.00 + CGST 20.00 + SGST 20.00 = 840.00.
  const purchase = await post('/api/account/purchase/data', {
    org_id: orgId,
    vendor_id: mills,
    client_address_id: millsAddress,
    invoice_no: 'ACM/771',
    purchased_date: '2026-11-08',
    roundoff: 0,
    items: [{ ...RICE_LINE, item_id: rice, qty: '1', unit_price: '800', discountstring: '' }],
  });
  // 12 Nov: Shree Kirana pays 2,000.00 into HDFC; 15 Nov: the mills are paid 840.00 from SBI.
  await post('/api/account/addpayments/orgcharts', { invoiceId: invoice.body.id, date: '2026-11-12', amount: '2000', method: 'BANK', account: banks.hdfc });
  await post('/api/account/addpayments/purchases/orgcharts', { purchase_id: purchase.body.id, date: '2026-11-15', amount: '840', method: 'BANK', account: banks.sbi });
  // 20 Nov: rent to Shah Estates from HDFC: 1,000.00 + CGST 90.00 + SGST 90.00 = 1,180.00.
  await post(routes.saveExpense.path, {
    orgId,
    customer_name: 'Shah Estates',
    notes: 'Shop rent',
    date_created: '2026-11-20',
    payment_method: 'BANK',
    payment_account: banks.hdfc,
    payment_through: 'NEFT',
    amount: '1000',
    tax_rate: '18',
    statecode: '27',
    supplier_gstin: gstinOf('27AAKFS1234E1Z'),
    file_url: '',
  });
  // 25 Nov: bank charges of 50.00, a journal (its bank line names no bank account, and no party).
  await post(routes.saveJournal.path, {
    orgid: orgId,
    userid: owner.userId,
    description: 'Bank charges',
    transactiondate: '2026-11-25',
    lines: [
      { acc: 'sys_expenses', desc: 'Charges', debit: '50', credit: '' },
      { acc: 'sys_bank', desc: 'Charges', debit: '', credit: '50' },
    ],
  });
}, 60_000);

afterAll(async () => {
  await setup.api.close();
});

it('names who paid or was paid on each bank line, and the bank account it went through apart', async () => {
  const bank = await ledger(`${NOVEMBER}&account=sys_bank`);
  // 2,000.00 in, 840.00, 1,180.00 and 50.00 out: overdrawn by 70.00.
  expect(bank).toMatchObject({ party: null, opening: '0.00', debit: '2000.00', credit: '2070.00', closing: '-70.00', next: null });
  expect(linesOf(bank)).toEqual([
    ['2026-11-12', 'INV1', 'Shree Kirana', HDFC, '2000.00', '0.00', '2000.00'],
    ['2026-11-15', 'PUR-20261', 'Ahmedabad Cotton Mills', SBI, '0.00', '840.00', '1160.00'],
    ['2026-11-20', 'EXPS-20261', 'Shah Estates', HDFC, '0.00', '1180.00', '-20.00'],
    ['2026-11-25', 'Bank charges', '', '', '0.00', '50.00', '-70.00'],
  ]);
  // The party picker still chooses a bank account.
  expect(bank.parties).toEqual([
    { id: banks.hdfc, name: HDFC },
    { id: banks.sbi, name: SBI },
  ]);
});

it("one bank account's lines name their counterparties too: 2,000.00 in, 1,180.00 out", async () => {
  const hdfc = await ledger(`${NOVEMBER}&account=sys_bank&party=${banks.hdfc}`);
  expect(hdfc).toMatchObject({ party: { id: banks.hdfc, name: HDFC }, opening: '0.00', debit: '2000.00', credit: '1180.00', closing: '820.00' });
  expect(linesOf(hdfc)).toEqual([
    ['2026-11-12', 'INV1', 'Shree Kirana', HDFC, '2000.00', '0.00', '2000.00'],
    ['2026-11-20', 'EXPS-20261', 'Shah Estates', HDFC, '0.00', '1180.00', '820.00'],
  ]);
});

it('names the party of the document or expense on sales, purchases and tax lines; a debtor line still its client', async () => {
  expect(linesOf(await ledger(`${NOVEMBER}&account=sys_sales`))).toEqual([['2026-11-05', 'INV1', 'Shree Kirana', '', '0.00', '2250.90', '2250.90']]);
  expect(linesOf(await ledger(`${NOVEMBER}&account=sys_purchases`))).toEqual([['2026-11-08', 'PUR-20261', 'Ahmedabad Cotton Mills', '', '800.00', '0.00', '800.00']]);
  expect(linesOf(await ledger(`${NOVEMBER}&account=sys_inputcgst`))).toEqual([
    ['2026-11-08', 'PUR-20261', 'Ahmedabad Cotton Mills', '', '20.00', '0.00', '20.00'],
    ['2026-11-20', 'EXPS-20261', 'Shah Estates', '', '90.00', '0.00', '110.00'],
  ]);
  expect(linesOf(await ledger(`${NOVEMBER}&account=sys_expenses`))).toEqual([
    ['2026-11-20', 'EXPS-20261', 'Shah Estates', '', '1000.00', '0.00', '1000.00'],
    ['2026-11-25', 'Bank charges', '', '', '50.00', '0.00', '1050.00'],
  ]);
  expect(linesOf(await ledger(`${NOVEMBER}&account=sys_debtors`))).toEqual([
    ['2026-11-05', 'INV1', 'Shree Kirana', '', '2363.44', '0.00', '2363.44'],
    ['2026-11-12', 'INV1', 'Shree Kirana', '', '0.00', '2000.00', '363.44'],
  ]);
});

it('shows the overdrawn bank as a bank overdraft among the liabilities, and still balances', async () => {
  const sheet = (await expectOk(setup.api.get(`${buildPath(routes.balanceSheet.path, { orgId: setup.orgId })}?end=2026-11-30`, setup.owner.token))).body;
  const row = (id: string, name: string, type: string, amount: string) => ({ account: { id, name, type }, amount });
  expect(sheet).toMatchObject({
    // Debtors 2,363.44 − 2,000.00; input tax 20.00 + 90.00 a head.
    assets: [row('sys_debtors', 'Sundry debtors', 'ASSET', '363.44'), row('sys_inputcgst', 'Input CGST', 'ASSET', '110.00'), row('sys_inputsgst', 'Input SGST', 'ASSET', '110.00')],
    liabilities: [row('sys_bank', 'Bank overdraft', 'ASSET', '70.00'), row('sys_outputcgst', 'Output CGST', 'LIABILITY', '56.27'), row('sys_outputsgst', 'Output SGST', 'LIABILITY', '56.27')],
    equity: [],
    // Sales 2,250.90 − purchases 800.00 − rent 1,000.00 − charges 50.00.
    profit: '400.90',
    // 583.44 = 182.54 + 400.90.
    totalAssets: '583.44',
    totalLiabilities: '182.54',
    totalEquity: '400.90',
  });
  // The trial balance keeps the bank on its credit side.
  const trial = (await expectOk(setup.api.get(`${buildPath(routes.trialBalance.path, { orgId: setup.orgId })}?end=2026-11-30`, setup.owner.token))).body;
  expect(trial.rows.find((line: Body) => (line.account as Body).id === 'sys_bank')).toEqual({ account: { id: 'sys_bank', name: 'Bank accounts', type: 'ASSET' }, debit: '0.00', credit: '70.00' });
});
