import { TABLE_KINDS } from '@bahi/shared';
import { NAVIGATION } from '../shell/navigation';
import { DOCUMENT_ROUTES, KINDS_WITHOUT_SCREENS, documentHref, documentScreen, routeOfKind } from './routes';

describe('document routes', () => {
  it('gives every kind with screens exactly one route, each a side-navigation entry', () => {
    expect(DOCUMENT_ROUTES.map((entry) => entry.kind).sort()).toEqual(TABLE_KINDS.filter((kind) => !KINDS_WITHOUT_SCREENS.includes(kind)).sort());
    const navRoutes = NAVIGATION.flatMap((section) => section.entries.map((entry) => entry.route));
    expect(DOCUMENT_ROUTES.every((entry) => navRoutes.includes(entry.route))).toBe(true);
    expect(routeOfKind('reverse_charge')).toBe('/invoices/reverse-charge');
    expect(routeOfKind('delivery_challan')).toBe('/delivery-challans');
  });

  it('names the list, new, edit and convert screens of a kind, and nothing else', () => {
    expect(documentScreen('b2b', '/invoices/b2b')).toEqual({ screen: 'list' });
    expect(documentScreen('b2b', '/invoices/b2b/new')).toEqual({ screen: 'add' });
    expect(documentScreen('b2b', '/invoices/b2b/o1_bb2026x/edit')).toEqual({ screen: 'edit', id: 'o1_bb2026x' });
    expect(documentScreen('b2b', '/invoices/b2b/new/from/o1_qt2026y')).toEqual({ screen: 'convert', from: 'o1_qt2026y' });
    expect(documentScreen('b2b', '/invoices/b2b/o1/delete')).toBeNull();
    expect(documentScreen('b2b', '/invoices/b2c')).toBeNull();
    expect(documentScreen('b2b', '/invoices/b2bx')).toBeNull();
    expect(documentScreen('quotation', '/invoices/b2b/new')).toBeNull();
  });

  it('builds hrefs that round-trip: a quotation converts into the B2B form with its id', () => {
    expect(documentHref.list('quotation')).toBe('#/quotations');
    expect(documentHref.add('proforma')).toBe('#/proforma/new');
    expect(documentHref.convert('b2b', 'o1_qt9')).toBe('#/invoices/b2b/new/from/o1_qt9');
    expect(documentScreen('b2b', documentHref.convert('b2b', 'o1_qt9').slice(1))).toEqual({ screen: 'convert', from: 'o1_qt9' });
    expect(documentScreen('delivery_challan', documentHref.edit('delivery_challan', 'a/b').slice(1))).toEqual({ screen: 'edit', id: 'a/b' });
  });
});
