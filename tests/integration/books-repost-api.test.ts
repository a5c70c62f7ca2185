// Documents saved before the books' rules changed are reposted once, the first time the books are
// read after the change (documents/document-reposting.ts): a sale saved when a discount was booked
// as "Discount allowed" beside gross sales is booked net of it, its old postings taken out exactly
// once; a second read reposts nothing.
import { GetCommand, DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { buildPath, routes, systemAccountId } from '@bahi/shared';
import { BOOKS_REPOST } from '../../functions/src/documents/document-reposting.js';
import { documentKey, parseDocumentId, type StoredDocument } from '../../functions/src/store/documents.js';
import { keys } from '../../functions/src/store/keys.js';
import { applyPostingSet, reversePostingSet, type PostingSet } from '../../functions/src/store/ledger.js';
import type { TestServer } from '../support/api-client.js';
import { MAINTENANCE_LINE, RICE_LINE, expectOk as ok, startOwnOrganisationTest } from '../support/document-lines.js';

type Body = Record<string, unknown>;

let api: TestServer;
let token: string;
let orgId: string;
let invoiceId: string;
let client: { id: string; addressId: string };
let maintenance: string;

const trialBalance = async () => {
  const body = (await ok(api.get(`${buildPath(routes.trialBalance.path, { orgId })}?start=2026-11-01&end=2026-11-30`, token))).body;
  return body.rows.map((row: Body) => [(row.account as Body).id, row.debit, row.credit]);
};
const storedItem = async () => {
  const { table } = api.server.ports;
  return (await table.client.send(new GetCommand({ TableName: table.name, Key: documentKey(parseDocumentId(invoiceId)!) }))).Item as StoredDocument & Body;
};

// 10 bags at ₹1,000.00 less 10%: taxable 9,000.00, CGST 225.00, SGST 225.00, total 9,450.00.
const NET_OF_DISCOUNT = [
  ['sys_debtors', '9450.00', '0.00'],
  ['sys_outputcgst', '0.00', '225.00'],
  ['sys_outputsgst', '0.00', '225.00'],
  ['sys_sales', '0.00', '9000.00'],
];

beforeAll(async () => {
  let rice: string;
  ({ api, orgId, client, rice, maintenance, owner: { token } } = await startOwnOrganisationTest(new Date('2026-11-30T06:30:00.000Z'), { name: 'Repost Traders', email: 'repost.owner@example.in', gstin14: '27AAGCR4021M1Z' }));
  invoiceId = (
    await ok(
      api.post(
        '/api/account/invoice/insert/savedata',
        { org_id: orgId, client_id: client.id, clientaddressid: client.addressId, isaddrsame: 1, roundoff: 0, invoicedate: '2026-11-05', items: [{ ...RICE_LINE, item_id: rice, qty: '10', unit_price: '1000', discountstring: '10%' }] },
        token,
      ),
    )
  ).body.id;
}, 60_000);

afterAll(async () => {
  await api?.close();
});

it('reposts a sale saved under the earlier rules once, net of its discount, and takes its old postings out', async () => {
  expect(await trialBalance()).toEqual(NET_OF_DISCOUNT);
  // As the sale was booked before: gross sales 10,000.00 and the discount as "Discount allowed".
  const { table } = api.server.ports;
  const current = (await storedItem()).postings as PostingSet;
  const earlier: PostingSet = {
    ...current,
    setId: `${invoiceId}#v1#earlier`,
    lines: [
      ...current.lines.map((line) => (line.accountId === 'sys_sales' ? { ...line, credit: 1_000_000 } : line)),
      { accountId: systemAccountId('discountAllowed'), subLedger: null, date: '2026-11-05', debit: 100_000, credit: 0 },
    ],
  };
  await reversePostingSet(table, orgId, current);
  await applyPostingSet(table, orgId, earlier);
  await table.client.send(new UpdateCommand({ TableName: table.name, Key: documentKey(parseDocumentId(invoiceId)!), UpdateExpression: 'SET postings = :set', ExpressionAttributeValues: { ':set': earlier } }));
  // Reposted already (the first read marked it): the books show the earlier rules' figures.
  expect(await trialBalance()).toEqual([
    ['sys_debtors', '9450.00', '0.00'],
    ['sys_outputcgst', '0.00', '225.00'],
    ['sys_outputsgst', '0.00', '225.00'],
    ['sys_sales', '0.00', '10000.00'],
    ['sys_discountallowed', '1000.00', '0.00'],
  ]);

  // A new repost: the next read books it net of the discount, once.
  await table.client.send(new DeleteCommand({ TableName: table.name, Key: keys.booksReposted(orgId, BOOKS_REPOST) }));
  expect(await trialBalance()).toEqual(NET_OF_DISCOUNT);
  const item = await storedItem();
  expect([item.version, (item.postings as PostingSet).setId, item.postingsToReverse, item.syncPending, item.owed]).toEqual([1, `${invoiceId}#v1#r${BOOKS_REPOST}`, [], false, undefined]);
  await table.client.send(new DeleteCommand({ TableName: table.name, Key: keys.booksReposted(orgId, BOOKS_REPOST) }));
  expect(await trialBalance()).toEqual(NET_OF_DISCOUNT);
  expect(((await storedItem()).postings as PostingSet).setId).toBe(`${invoiceId}#v1#r${BOOKS_REPOST}`);
});

it("reposts a refund of an earlier month's advance saved before its link kept the voucher's date: its tax moves to GST refund receivable", async () => {
  const { table } = api.server.ports;
  const parties = { org_id: orgId, client_id: client.id, clientaddressid: client.addressId, isaddrsame: 1, roundoff: 0 };
  const line = (amount: string) => ({ ...MAINTENANCE_LINE, item_id: maintenance, qty: '1', unit_price: amount, original_price: 'notax', advancedAmount: amount });
  // 20 Oct: ₹11,800.00 received in advance (CGST 900.00, SGST 900.00); 16 Nov: all of it given back.
  const voucher = await ok(api.post('/api/account/receiptvoucher/savedata', { ...parties, invoicedate: '2026-10-20', items: [line('11800')] }, token));
  const refundId = (await ok(api.post('/api/account/refundvoucher/savedata', { ...parties, invoicedate: '2026-11-16', referenceid: voucher.body.id, items: [line('11800')] }, token))).body.id as string;
  const expected = await trialBalance();
  expect(expected).toContainEqual(['sys_gstrefundreceivable', '1800.00', '0.00']);

  // As it was saved before: its link without the voucher's date, its tax taken off output tax.
  const key = documentKey(parseDocumentId(refundId)!);
  const refund = (await table.client.send(new GetCommand({ TableName: table.name, Key: key }))).Item as StoredDocument;
  const current = refund.postings as PostingSet;
  const earlier: PostingSet = {
    ...current,
    setId: `${refundId}#v1#earlier`,
    lines: current.lines.flatMap((entry) =>
      entry.accountId === systemAccountId('gstRefundReceivable')
        ? [{ ...entry, accountId: systemAccountId('outputCgst'), debit: entry.debit / 2 }, { ...entry, accountId: systemAccountId('outputSgst'), debit: entry.debit / 2 }]
        : [entry],
    ),
  };
  await reversePostingSet(table, orgId, current);
  await applyPostingSet(table, orgId, earlier);
  const { date: _date, ...undated } = refund.convertedFrom!;
  await table.client.send(new UpdateCommand({ TableName: table.name, Key: key, UpdateExpression: 'SET postings = :set, convertedFrom = :from', ExpressionAttributeValues: { ':set': earlier, ':from': undated } }));
  await table.client.send(new DeleteCommand({ TableName: table.name, Key: keys.booksReposted(orgId, BOOKS_REPOST) }));

  expect(await trialBalance()).toEqual(expected);
  const reposted = (await table.client.send(new GetCommand({ TableName: table.name, Key: key }))).Item as StoredDocument;
  expect([reposted.convertedFrom?.date, reposted.postings?.setId]).toEqual(['2026-10-20', `${refundId}#v1#r${BOOKS_REPOST}`]);

  // An edit of such a refund completes its link too.
  await table.client.send(new UpdateCommand({ TableName: table.name, Key: key, UpdateExpression: 'SET convertedFrom = :from', ExpressionAttributeValues: { ':from': undated } }));
  const view = (await ok(api.get(`/api/account/getrefundvoucher/edit/${refundId}/${orgId}`, token))).body.invoice;
  await ok(api.post('/api/account/refundvoucheredit/editdata', { ...parties, id: refundId, version: view.version, invoicedate: '2026-11-17', referenceid: voucher.body.id, items: [{ ...line('11800'), id: view.items[0].id }] }, token));
  expect(((await table.client.send(new GetCommand({ TableName: table.name, Key: key }))).Item as StoredDocument).convertedFrom?.date).toBe('2026-10-20');
  expect(await trialBalance()).toEqual(expected);
});
