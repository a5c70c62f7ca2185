import { MAX_DOCUMENT_LINES } from '@bahi/shared';
import { documentId, documentKey } from '../store/documents.js';
import { keys } from '../store/keys.js';
import { insertReads, updateReads } from './save-reads.js';

const ORG = 'aaaaaaaaaaaaaaaa';
const CLIENT = `${ORG}_cccccccccccccccc`;
const SHIPPING = `${ORG}_dddddddddddddddd`;
const RICE = `${ORG}_iiiiiiiiiiiiiiii`;
const OIL = `${ORG}_jjjjjjjjjjjjjjjj`;
const OTHER_ORG_ITEM = 'bbbbbbbbbbbbbbbb_iiiiiiiiiiiiiiii';

describe('the reads a save names from its body as it came', () => {
  it('names the organisation, both parties, each item once with its price hint, and the save key', () => {
    const body = { client_id: CLIENT, shipping_client_id: SHIPPING, items: [{ item_id: RICE }, { item_id: ` ${OIL} ` }, { item_id: RICE }, { item_id: OTHER_ORG_ITEM }], save_key: 'form-key-0001' };
    expect(insertReads(ORG, body, 'b2b')).toEqual([
      keys.organisation(ORG),
      keys.client(ORG, CLIENT),
      keys.client(ORG, SHIPPING),
      keys.item(ORG, RICE),
      keys.item(ORG, OIL),
      keys.previousPrice(ORG, CLIENT, RICE),
      keys.previousPrice(ORG, CLIENT, OIL),
      keys.saveKey(ORG, 'b2b', 'form-key-0001'),
    ]);
  });

  it("reads a purchase's vendor by its own wire name, and a refund's receipt voucher by its reference", () => {
    expect(insertReads(ORG, { vendor_id: CLIENT, client_id: SHIPPING, items: [] }, 'vendor_credit')).toEqual([keys.organisation(ORG), keys.client(ORG, CLIENT)]);
    const receipt = documentId(ORG, 'rv', 2026, 3);
    expect(insertReads(ORG, { referenceid: receipt, items: [] }, 'refund_voucher')).toEqual([keys.organisation(ORG), documentKey({ orgId: ORG, kind: 'receipt_voucher', fyStartYear: 2026, seq: 3 })]);
  });

  it('names nothing a body cannot be valid with: a save key out of pattern, more lines than a document may have, fields not text', () => {
    const lines = Array.from({ length: MAX_DOCUMENT_LINES + 1 }, () => ({ item_id: RICE }));
    expect(insertReads(ORG, { client_id: ['x'], items: lines, save_key: 'x'.repeat(300_000) }, 'b2b')).toEqual([keys.organisation(ORG)]);
    expect(insertReads(ORG, 'not an object', 'b2b')).toEqual([keys.organisation(ORG)]);
    expect(insertReads(ORG, { items: [null, 7, { item_id: { $ne: '' } }] }, 'b2b')).toEqual([keys.organisation(ORG)]);
  });

  it('reads the stored document of an update and the counter of its notes, of the kind its id names, and never its save key', () => {
    const id = documentId(ORG, 'bb', 2026, 12);
    expect(updateReads(ORG, { id, client_id: CLIENT, items: [], save_key: 'form-key-0001' })).toEqual([
      keys.organisation(ORG),
      keys.client(ORG, CLIENT),
      documentKey({ orgId: ORG, kind: 'b2b', fyStartYear: 2026, seq: 12 }),
      keys.noteHold(ORG, id),
    ]);
    expect(updateReads(ORG, { id: 'not-a-document', client_id: CLIENT })).toEqual([]);
  });
});
