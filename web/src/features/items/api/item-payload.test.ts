import { gstRateMessage, ITEM_MESSAGES, itemInsertRequest, itemUpdateRequest, SERVICES_UNIT_ID, type CustomFieldDefinition, type ItemRecord } from '@bahi/shared';
import { validateForm } from '../../../app/form-validation';
import { itemFormErrors, itemFormOf, itemRequest, newItemForm, type ItemFormState } from './item-payload';

const FIELDS: CustomFieldDefinition[] = [
  { id: 'f1', name: 'Colour', field_type: 'list', field_value: ['Red', 'Blue'] },
  { id: 'f2', name: 'Batch', field_type: 'text', field_value: [] },
];

const rice: ItemFormState = {
  ...newItemForm(),
  short_name: 'Basmati Rice 5kg',
  hsn_code: '1006',
  sac_code: '9983',
  itemunit: '20',
  itemgst: '5',
  unit_price: '650',
  custom: { f1: 'Red', gone: 'kept for a deleted field' },
};

describe('itemRequest', () => {
  it('sends the HSN code and unit of goods, and every defined custom field', () => {
    const request = itemRequest(rice, { kind: 'insert', orgId: 'o1' }, FIELDS);
    expect(request.kind).toBe('insert');
    expect(request.body).toMatchObject({ orgid: 'o1', goodstype: 'goods', hsn_code: '1006', sac_code: '', itemunit: '20' });
    expect(request.body.customFields).toEqual([
      { fieldId: 'f1', fieldName: 'Colour', fieldValue: 'Red' },
      { fieldId: 'f2', fieldName: 'Batch', fieldValue: '' },
    ]);
    const checked = validateForm(itemInsertRequest, request.body);
    expect(checked.ok && checked.data.item).toMatchObject({ hsnSacCode: '1006', unitId: 20, gstRateBps: 500, unitPricePaise: 65000, purchasePricePaise: 0 });
  });

  it('sends services as unit 55 with their SAC code', () => {
    const request = itemRequest({ ...rice, goodstype: 'services' }, { kind: 'insert', orgId: 'o1' }, []);
    expect(request.body).toMatchObject({ hsn_code: '', sac_code: '9983', itemunit: SERVICES_UNIT_ID });
  });

  it('sends the id and loaded version on update', () => {
    const request = itemRequest(rice, { kind: 'update', itemId: 'i1', version: 3 }, []);
    expect(request.body).toMatchObject({ id: 'i1', version: 3 });
    const checked = validateForm(itemUpdateRequest, request.body);
    expect(checked.ok && checked.data.version).toBe(3);
  });
});

describe('itemFormOf', () => {
  it('starts the edit form from a fetched item, and sends it back unchanged', () => {
    const item = {
      goodstype: 'services',
      short_name: 'Audit',
      description: '',
      hsn_sac_code: '998221',
      itemunit: 55,
      itemgst: 18,
      cess: 0,
      unit_price: '15000.00',
      purchase_price: '0.00',
      purchase_price_percent: 0,
      purchase_price_mrp: '0.00',
      salepercent: 0,
      mrp: '0.00',
      purchasedate: '',
      customFields: [{ fieldId: 'f2', fieldName: 'Batch', fieldValue: 'B7' }],
      item_code: '',
    } as unknown as ItemRecord;
    const form = itemFormOf(item);
    expect(form).toMatchObject({ goodstype: 'services', sac_code: '998221', hsn_code: '', itemunit: '', itemgst: '18', custom: { f2: 'B7' } });
    expect(itemRequest(form, { kind: 'update', itemId: 'i1', version: 1 }, FIELDS).body).toMatchObject({ sac_code: '998221', itemunit: 55 });
  });

  it('shows a stored purchase date the way it is typed, DD-MM-YYYY', () => {
    const item = { goodstype: 'goods', hsn_sac_code: '1006', itemunit: 20, customFields: [], purchasedate: '2026-11-23' } as unknown as ItemRecord;
    expect(itemFormOf(item).purchasedate).toBe('23-11-2026');
  });
});

describe('itemFormErrors', () => {
  it("keys the schema's messages by form field, custom fields by their id", () => {
    const body = itemRequest({ ...newItemForm(), custom: { f2: 'x'.repeat(5000) } }, { kind: 'insert', orgId: 'o1' }, FIELDS).body;
    const checked = validateForm(itemInsertRequest, body);
    expect(checked.ok ? {} : itemFormErrors(checked.errors, FIELDS)).toMatchObject({
      short_name: ITEM_MESSAGES.shortNameRequired,
      itemgst: gstRateMessage(),
      unit_price: ITEM_MESSAGES.salePriceRequired,
      'custom.f2': expect.stringMatching(/^At most/),
    });
  });

  it('names the missing code and unit of goods', () => {
    const body = itemRequest({ ...rice, hsn_code: '', itemunit: '' }, { kind: 'insert', orgId: 'o1' }, FIELDS).body;
    const checked = validateForm(itemInsertRequest, body);
    expect(checked.ok ? {} : itemFormErrors(checked.errors, FIELDS)).toEqual({
      hsn_code: ITEM_MESSAGES.hsnRequired,
      itemunit: ITEM_MESSAGES.unitRequired,
    });
  });
});
