// What Demo Traders (Mumbai, Maharashtra 27) did in October 2025, as the web app's calls would
// carry it. The figures the seed's test checks are worked out by hand beside each document.
// Rates are those in force after 22 September 2025 (5%, 18%, 40%; 28% with compensation cess on
// pan masala); round-off is off so every paisa shows.
import { buildPath, gstinCheckCharacter, routes } from '@bahi/shared';

type Body = Record<string, unknown>;

export interface DemoIds {
  orgId: string;
  bankAccount: string;
  clients: Record<string, { id: string; addressId: string; contactId: string }>;
  items: Record<string, string>;
  /** Documents by the name a step gave them, for the notes, payments and status changes after them. */
  documents: Record<string, string>;
}

export interface DemoStep {
  method: 'GET' | 'POST';
  path: string;
  body?: Body;
  /** Remember the answer's id under this name. */
  names?: string;
}

const gstin = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;

function client(name: string, type: number, gstin14: string | null, state: string, street: string, city: string, pincode: string, mobile: string) {
  return {
    gstin: gstin14 ? gstin(gstin14) : '',
    companyname: name,
    clientid: type,
    state,
    address: [{ isprimary: 1, locaddress: street, loccity: city, locphone: '', locpincode: pincode, locstate: state }],
    contacts: mobile ? [{ contactname: `${name} accounts`, contactemail: '', mobile1: mobile, mobile2: '' }] : [],
  };
}

/** Client types (shared CLIENT_TYPES): 1 customer, 2 supplier, 4 unregistered customer, 5 unregistered supplier. */
export const DEMO_CLIENTS = {
  reliance: client('Reliance Retail Ltd', 1, '27AAACR5055K1Z', '27', '3 Nariman Point', 'Mumbai', '400021', '9820012345'),
  kaveri: client('Kaveri Silks Pvt Ltd', 1, '29AABCK2345M1Z', '29', '41 Commercial Street', 'Bengaluru', '560001', '9845012345'),
  chennai: client('Chennai Foods LLP', 1, '33AAFFC6789N1Z', '33', '12 Anna Salai', 'Chennai', '600002', '9840012345'),
  puneAgro: client('Pune Agro Suppliers', 2, '27AAHFP4321Q1Z', '27', 'Gultekdi Market Yard', 'Pune', '411037', '9822012345'),
  surat: client('Surat Packaging Co', 2, '24AAGCS9876R1Z', '24', 'Udhna Udyog Nagar', 'Surat', '394210', ''),
  mehta: client('Mehta & Associates, Advocates', 2, '27AAJFM1122L1Z', '27', 'Fort Chambers, Hamam Street', 'Mumbai', '400001', ''),
  meena: client('Meena Kumari', 4, null, '27', '5 Linking Road, Bandra', 'Mumbai', '400050', '9876543210'),
  ganesh: client('Ganesh Roadways', 5, null, '27', 'Transport Nagar, Kalamboli', 'Navi Mumbai', '410218', '9833012345'),
} as const;

interface DemoItem {
  goodstype: 'goods' | 'services';
  short_name: string;
  hsn_code?: string;
  sac_code?: string;
  /** A GST portal UQC (goods only). */
  unit: string;
  itemgst: string;
  cess?: string;
  unit_price: string;
}

export const DEMO_ITEMS: Record<string, DemoItem> = {
  rice: { goodstype: 'goods', short_name: 'Basmati Rice 25 kg', hsn_code: '10063020', unit: 'BAG', itemgst: '5', unit_price: '1250' },
  tea: { goodstype: 'goods', short_name: 'Assam Tea', hsn_code: '09023020', unit: 'KGS', itemgst: '5', unit_price: '420' },
  detergent: { goodstype: 'goods', short_name: 'Detergent Powder', hsn_code: '34022010', unit: 'KGS', itemgst: '18', unit_price: '95' },
  cola: { goodstype: 'goods', short_name: 'Aerated Cola 2 L', hsn_code: '22021010', unit: 'NOS', itemgst: '40', unit_price: '85' },
  panMasala: { goodstype: 'goods', short_name: 'Pan Masala 100 g', hsn_code: '21069020', unit: 'PAC', itemgst: '28', cess: '60', unit_price: '200' },
  tomatoes: { goodstype: 'goods', short_name: 'Fresh Tomatoes', hsn_code: '07020000', unit: 'KGS', itemgst: '0', unit_price: '30' },
  boxes: { goodstype: 'goods', short_name: 'Corrugated Boxes', hsn_code: '48191010', unit: 'NOS', itemgst: '18', unit_price: '25' },
  warehousing: { goodstype: 'services', short_name: 'Warehousing', sac_code: '996729', unit: 'OTH', itemgst: '18', unit_price: '15000' },
  transport: { goodstype: 'services', short_name: 'Goods transport (GTA)', sac_code: '996511', unit: 'OTH', itemgst: '5', unit_price: '8000' },
  legal: { goodstype: 'services', short_name: 'Legal consultancy', sac_code: '998212', unit: 'OTH', itemgst: '18', unit_price: '20000' },
};

/**
 * The month's calls, in date order within each kind. `ids` fills in as the steps run (a note names
 * the invoice saved before it), so each step is built when its turn comes.
 */
export function demoMonthSteps(ids: DemoIds): (() => DemoStep)[] {
  const line = (key: string, qty: string, unitPrice: string): Body => {
    const item = DEMO_ITEMS[key] as DemoItem;
    return {
      item_id: ids.items[key],
      item_name: item.short_name,
      hsncode: item.hsn_code ?? item.sac_code,
      metrics: item.unit,
      qty,
      unit_price: unitPrice,
      original_price: 'notax',
      gstrate: item.itemgst,
      cess: item.cess ?? '0',
      goods_service: item.goodstype,
    };
  };
  const party = (key: keyof typeof DEMO_CLIENTS): Body => {
    const found = ids.clients[key] as DemoIds['clients'][string];
    return { org_id: ids.orgId, client_id: found.id, clientaddressid: found.addressId, clientcontactid: found.contactId, isaddrsame: 1, roundoff: 0 };
  };
  const vendor = (key: keyof typeof DEMO_CLIENTS): Body => {
    const found = ids.clients[key] as DemoIds['clients'][string];
    return { org_id: ids.orgId, vendor_id: found.id, client_address_id: found.addressId, roundoff: 0 };
  };
  const consumer = (name: string, address: string, mobile: string, statecode: string): Body => ({ org_id: ids.orgId, b2cname: name, address, mobile, statecode, roundoff: 0 });
  const post = (path: string, body: Body, names?: string): DemoStep => ({ method: 'POST', path, body, names });
  const doc = (name: string) => ids.documents[name] as string;

  return [
    // Purchases first: the stock comes in before it is sold.
    // 200 bags × 1,000 = 2,00,000 at 5% (10,000) + 500 kg × 70 = 35,000 at 18% (6,300): 2,51,300.00.
    () => post(routes.insertPurchase.path, { ...vendor('puneAgro'), invoice_no: 'PAS/2025/1187', purchase_order_no: 'PO-25-041', purchased_date: '2025-10-02', deliverd_date: '2025-10-03', deliverd_to: 'Kalbadevi godown', expense_type: 'Stock purchase', items: [line('rice', '200', '1000'), line('detergent', '500', '70')] }, 'purchaseRice'),
    // Inter-state from Gujarat: 1,000 × 25 = 25,000 + IGST 18% 4,500 = 29,500.00.
    () => post(routes.insertPurchase.path, { ...vendor('surat'), invoice_no: 'SPC-889', purchase_order_no: 'PO-25-042', purchased_date: '2025-10-08', deliverd_date: '2025-10-10', deliverd_to: 'Kalbadevi godown', expense_type: 'Packing material', items: [line('boxes', '1000', '25')] }),
    // An advocate's fee: the buyer pays the 18% under reverse charge (3,600), the bill is 20,000.00.
    () => post(routes.insertPurchase.path, { ...vendor('mehta'), invoice_no: 'MA/112', purchased_date: '2025-10-16', deliverd_date: '2025-10-16', deliverd_to: 'Office', expense_type: 'Legal fees', reversecharge: 'yes', items: [line('legal', '1', '20000')] }),
    // Goods and a service together: 150 kg tea × 300 = 45,000 at 5%, warehousing 5,000 at 18%,
    // 1,000 colas × 50 = 50,000 at 40%, 600 packs of pan masala × 120 = 72,000 at 28% and 60% cess.
    () => post(routes.insertCompositePurchase.path, { ...party('puneAgro'), invoicedate: '2025-10-01', referenceno: 'PAS/2025/1160', modeOfTransport: 'Road', items: [line('tea', '150', '300'), line('warehousing', '1', '5000'), line('cola', '1000', '50'), line('panMasala', '600', '120')] }),

    // B2B intra-state: 40 bags × 1,250 = 50,000 (CGST = SGST = 1,250) + 200 kg × 95 = 19,000 (1,710 each): 74,920.00.
    () => post(routes.insertB2bInvoice.path, { ...party('reliance'), invoicedate: '2025-10-03', invoice_terms_id: 30, items: [line('rice', '40', '1250'), line('detergent', '200', '95')] }, 'relianceRice'),
    // B2B inter-state, goods and a service: 42,000 at 5% (IGST 2,100) + 15,000 at 18% (2,700): 61,800.00.
    () => post(routes.insertB2bInvoice.path, { ...party('kaveri'), invoicedate: '2025-10-06', invoice_terms_id: 15, items: [line('tea', '100', '420'), line('warehousing', '1', '15000')] }, 'kaveriTea'),
    // With cess: 500 × 200 = 1,00,000; CGST = SGST = 14,000; cess 60% 60,000: 1,88,000.00.
    () => post(routes.insertB2bInvoice.path, { ...party('reliance'), invoicedate: '2025-10-09', items: [line('panMasala', '500', '200')] }),
    // Inter-state at 40%: 600 × 85 = 51,000 + IGST 20,400 = 71,400.00.
    () => post(routes.insertB2bInvoice.path, { ...party('chennai'), invoicedate: '2025-10-14', items: [line('cola', '600', '85')] }),
    // Raised by mistake and cancelled (it keeps its number): 10 bags, 12,500 + IGST 625.
    () => post(routes.insertB2bInvoice.path, { ...party('chennai'), invoicedate: '2025-10-15', items: [line('rice', '10', '1250')] }, 'cancelled'),
    // B2C intra-state: 2 kg tea, 840 + CGST 21 + SGST 21 = 882.00.
    () => post(routes.insertB2cInvoice.path, { ...consumer('Meena Kumari', '5 Linking Road, Bandra, Mumbai', '9876543210', '27'), invoicedate: '2025-10-11', items: [line('tea', '2', '420')] }),
    // B2C inter-state above 1,00,000 (GSTR-1 B2CL): 100 bags, 1,25,000 + IGST 6,250 = 1,31,250.00.
    () => post(routes.insertB2cInvoice.path, { ...consumer('Rahul Verma', '22 Hauz Khas, New Delhi', '9811012345', '07'), invoicedate: '2025-10-18', items: [line('rice', '100', '1250')] }, 'rahulRice'),
    // B2C inter-state, small (B2CS): 10 kg detergent, 950 + IGST 171 = 1,121.00.
    () => post(routes.insertB2cInvoice.path, { ...consumer('Anita Rao', '7 Jayanagar, Bengaluru', '9845098450', '29'), invoicedate: '2025-10-19', items: [line('detergent', '10', '95')] }),
    // A truck owner without a GSTIN carried goods as a transport agency: Demo Traders pays the 5%
    // under reverse charge and issues the invoice itself (Section 31(3)(f)): 8,000 + 200 + 200.
    () => post(routes.insertReverseChargeInvoice.path, { ...party('ganesh'), invoicedate: '2025-10-20', reversecharge: 'yes', items: [line('transport', '1', '8000')] }),
    // Exempt produce, no tax: 500 kg × 30 = 15,000.00.
    () => post(routes.insertBillOfSupply.path, { ...party('reliance'), is_sa_ba: 1, invoicedate: '2025-10-22', items: [line('tomatoes', '500', '30')] }),
    // Four bags of the 3 October invoice came back damp: 5,000 + 125 + 125 = 5,250.00.
    () => post(routes.insertCreditNote.path, { ...party('reliance'), invoicedate: '2025-10-25', referencetype: 'b2b', referenceid: doc('relianceRice'), referencedate: '2025-10-03', reason: 'Four bags returned damp', items: [line('rice', '4', '1250')] }),
    // Ten kg more tea reached Kaveri than the 6 October invoice billed: 4,200 + IGST 210 = 4,410.00.
    () => post(routes.insertDebitNote.path, { ...party('kaveri'), invoicedate: '2025-10-27', referencetype: 'b2b', referenceid: doc('kaveriTea'), referencedate: '2025-10-06', reason: 'Ten kg more sent than invoiced', items: [line('tea', '10', '420')] }),
    () => post(routes.insertQuotation.path, { ...party('kaveri'), quotationdate: '2025-10-28', validDate: '2025-11-12', items: [line('rice', '20', '1240')] }),
    () => post(routes.insertDeliveryChallan.path, { ...party('chennai'), invoicedate: '2025-10-29', dctype: 'Supply on approval', items: [line('tea', '25', '420')] }),

    // Money: Reliance paid what it owed after the credit note (74,920 − 5,250 = 69,670) by bank,
    // Kaveri a part, Rahul in cash; Pune Agro was paid a part.
    () => post(routes.addDocumentPayment.path, { invoiceId: doc('relianceRice'), date: '2025-10-30', amount: '69,670.00', method: 'BANK', account: ids.bankAccount, notes: 'NEFT UTR HDFC25293000123' }),
    () => post(routes.addDocumentPayment.path, { invoiceId: doc('kaveriTea'), date: '2025-10-31', amount: '30,000', method: 'BANK', account: ids.bankAccount, notes: 'RTGS part payment' }),
    () => post(routes.addDocumentPayment.path, { invoiceId: doc('rahulRice'), date: '2025-10-18', amount: '1,31,250', method: 'CASH', account: '', notes: '' }),
    () => post(routes.addPurchasePayment.path, { purchase_id: doc('purchaseRice'), date: '2025-10-10', amount: '1,00,000', method: 'BANK', account: ids.bankAccount, notes: 'Part payment' }),
    () => ({ method: 'GET', path: buildPath(routes.changeDocumentStatus.path, { status: 'cancelled', invoiceid: doc('cancelled') }) }),

    // Expenses (amounts before GST): rent 35,000 + 18%; electricity 8,450, exempt; stationery 1,000 + 18%
    // (each taxed one with its supplier's GSTIN, which its input tax credit needs).
    () => post(routes.saveExpense.path, { orgId: ids.orgId, customer_name: 'Sharma Estates', notes: 'Shop rent, October 2025', date_created: '2025-10-05', payment_method: 'BANK', payment_account: ids.bankAccount, payment_through: 'NEFT', amount: '35000', tax_rate: '18', statecode: '27', supplier_gstin: gstin('27AAKFS1234E1Z'), file_url: '' }),
    () => post(routes.saveExpense.path, { orgId: ids.orgId, customer_name: 'Adani Electricity Mumbai', notes: 'Electricity, September 2025', date_created: '2025-10-07', payment_method: 'BANK', payment_account: ids.bankAccount, payment_through: 'Auto debit', amount: '8450', tax_rate: '0', statecode: '27', file_url: '' }),
    () => post(routes.saveExpense.path, { orgId: ids.orgId, customer_name: 'Sharma Stationers', notes: 'Printer paper and files', date_created: '2025-10-12', payment_method: 'CASH', payment_account: '', payment_through: '', amount: '1000', tax_rate: '18', statecode: '27', supplier_gstin: gstin('27ABCFS5678M1Z'), file_url: '' }),
  ];
}
