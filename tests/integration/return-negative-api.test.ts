// A month whose credit notes take back more than it sold (walk 38): GSTR-3B's table 3.1(a) comes
// out below zero, which the portal does not take, so the pre-filing check and the generated return
// say so. Hand-worked, inside Maharashtra at 5%: 10 bags at ₹1,000.00 sold on 20 October
// (₹10,000.00 + CGST ₹250.00 + SGST ₹250.00); 4 of them returned on 10 November, the month's only
// document: 3.1(a) for November is taxable value −₹4,000.00, CGST −₹100.00, SGST −₹100.00.
import { buildPath, routes } from '@bahi/shared';
import { RICE_LINE, expectOk as ok, invoiceToClient, startOwnOrganisationTest, type DocumentTestSetup } from '../support/document-lines.js';

let setup: DocumentTestSetup;

const returnPath = (route: 'checkReturn' | 'generateReturnJson', month: string) => buildPath(routes[route].path, { form: 'GSTR3B', orgid: setup.orgId, month, year: '2026' });
const riceLine = (qty: string) => ({ ...RICE_LINE, item_id: setup.rice, qty, unit_price: '1000', discountstring: '' });
const NEGATIVE = {
  code: 'negativeReturnFigures',
  message:
    "GSTR-3B comes out below zero in 3.1(a) outward taxable supplies: taxable value -₹4,000.00, CGST -₹100.00, SGST -₹100.00: the month's notes take back more than it supplied. The portal takes no negative figure in table 3.1: report zero there, and reduce a later month's supplies by the excess.",
  documentId: '',
  kind: '',
  number: '',
  line: null,
};

beforeAll(async () => {
  setup = await startOwnOrganisationTest(new Date('2026-11-30T06:30:00.000Z'), { name: 'Sangli Rice Mills', email: 'owner@sanglirice.example.in', gstin14: '27AAGCS8642P1Z' });
  const sold = await ok(setup.api.post('/api/account/invoice/insert/savedata', invoiceToClient(setup, '2026-10-20', [riceLine('10')]), setup.owner.token));
  const credit = { ...invoiceToClient(setup, '2026-11-10', [riceLine('4')]), referencetype: 'b2b', referenceid: sold.body.id, referencedate: '2026-10-20', reason: 'Four bags returned' };
  await ok(setup.api.post('/api/account/creditnote/savedata', credit, setup.owner.token));
});

afterAll(async () => {
  await setup.api.close();
});

describe("GSTR-3B of a month whose notes take back more than it sold (walk 38)", () => {
  it('is named by the pre-filing check, with the figures below zero', async () => {
    const check = (await ok(setup.api.get(returnPath('checkReturn', '11'), setup.owner.token))).body;
    expect(check.problems).toEqual([NEGATIVE]);
    // October sold more than it took back: nothing to say.
    expect((await ok(setup.api.get(returnPath('checkReturn', '10'), setup.owner.token))).body.problems).toEqual([]);
  });

  it('is named beside the generated return, whose file keeps the figures as they are', async () => {
    const generated = (await ok(setup.api.get(returnPath('generateReturnJson', '11'), setup.owner.token))).body;
    expect(generated.problems).toEqual([NEGATIVE]);
    const json = (await (await fetch(generated.files[0].url.startsWith('http') ? generated.files[0].url : `${setup.api.url}${generated.files[0].url}`)).json()) as { sup_details: { osup_det: unknown } };
    expect(json.sup_details.osup_det).toEqual({ txval: -4000, iamt: 0, camt: -100, samt: -100, csamt: 0 });
  });
});
