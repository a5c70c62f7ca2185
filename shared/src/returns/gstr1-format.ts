// The GSTR-1 upload file of the GST portal's offline tool (returns JSON, GST3.x): field names as
// the portal spells them. Amounts are rupees with at most two decimals, rates percent, dates
// dd-mm-yyyy. tests/fixtures/returns/gstr1.schema.json describes the same shape for validators.

/** R: regular; SEWP, SEWOP: to an SEZ unit or developer with or without payment of IGST. */
export type InvoiceType = 'R' | 'SEWP' | 'SEWOP';

export interface ItemDetail {
  txval: number;
  rt: number;
  iamt: number;
  camt?: number;
  samt?: number;
  csamt: number;
}

export interface RateItem {
  num: number;
  itm_det: ItemDetail;
}

export interface B2bInvoice {
  inum: string;
  idt: string;
  val: number;
  pos: string;
  rchrg: 'Y' | 'N';
  inv_typ: InvoiceType;
  itms: RateItem[];
}

export interface B2clInvoice {
  inum: string;
  idt: string;
  val: number;
  etin?: string;
  itms: RateItem[];
}

export interface B2csRow {
  sply_ty: 'INTRA' | 'INTER';
  pos: string;
  typ: 'OE' | 'E';
  etin?: string;
  rt: number;
  txval: number;
  iamt?: number;
  camt?: number;
  samt?: number;
  csamt: number;
}

export interface CdnrNote {
  ntty: 'C' | 'D';
  nt_num: string;
  nt_dt: string;
  val: number;
  pos: string;
  rchrg: 'Y' | 'N';
  inv_typ: InvoiceType;
  itms: RateItem[];
}

export interface CdnurNote {
  typ: 'B2CL' | 'EXPWP' | 'EXPWOP';
  ntty: 'C' | 'D';
  nt_num: string;
  nt_dt: string;
  val: number;
  pos?: string;
  itms: RateItem[];
}

export interface ExportInvoice {
  inum: string;
  idt: string;
  val: number;
  /** The shipping bill's port code, number and date ('dd-mm-yyyy'), each when known. */
  sbpcode?: string;
  sbnum?: string;
  sbdt?: string;
  itms: { txval: number; rt: number; iamt: number; csamt: number }[];
}

/** Tables 11A (at) and 11B (txpd): advances by place of supply and supply, then by rate. */
export interface AdvanceItem {
  rt: number;
  /** The advance without its tax. */
  ad_amt: number;
  iamt?: number;
  camt?: number;
  samt?: number;
  csamt: number;
}

export interface AdvanceEntry {
  pos: string;
  sply_ty: 'INTRA' | 'INTER';
  itms: AdvanceItem[];
}

export type NilSupplyType = 'INTRB2B' | 'INTRAB2B' | 'INTRB2C' | 'INTRAB2C';

export interface NilRow {
  sply_ty: NilSupplyType;
  expt_amt: number;
  nil_amt: number;
  ngsup_amt: number;
}

export interface HsnRow {
  num: number;
  hsn_sc: string;
  desc: string;
  uqc: string;
  qty: number;
  rt: number;
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
  csamt: number;
}

/** Before the May 2025 period one list; from it, B2B and B2C apart. */
export type HsnSection = { data: HsnRow[] } | { hsn_b2b: HsnRow[]; hsn_b2c: HsnRow[] };

export interface DocIssueSeries {
  num: number;
  from: string;
  to: string;
  totnum: number;
  cancel: number;
  net_issue: number;
}

export interface DocIssueType {
  doc_num: number;
  doc_typ: string;
  docs: DocIssueSeries[];
}

/**
 * The header the offline tool writes into every file it makes (walk 31 F7): the tool's schema
 * version and a placeholder hash, as the files the portal takes from it and from other tools
 * carry them.
 */
export const GSTR1_FILE_VERSION = 'GST3.0.4';
export const GSTR1_FILE_HASH = 'hash';

export interface Gstr1Json {
  gstin: string;
  fp: string;
  version: typeof GSTR1_FILE_VERSION;
  hash: typeof GSTR1_FILE_HASH;
  b2b?: { ctin: string; inv: B2bInvoice[] }[];
  b2cl?: { pos: string; inv: B2clInvoice[] }[];
  b2cs?: B2csRow[];
  cdnr?: { ctin: string; nt: CdnrNote[] }[];
  cdnur?: CdnurNote[];
  exp?: { exp_typ: 'WPAY' | 'WOPAY'; inv: ExportInvoice[] }[];
  at?: AdvanceEntry[];
  txpd?: AdvanceEntry[];
  nil?: { inv: NilRow[] };
  hsn?: HsnSection;
  doc_issue?: { doc_det: DocIssueType[] };
}

/** The order of the sections in a file (the portal's). */
export const GSTR1_SECTIONS = ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'exp', 'at', 'txpd', 'nil', 'hsn', 'doc_issue'] as const;
