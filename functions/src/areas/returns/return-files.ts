// Generating a month's return: read the month once (month-reader.ts) into the form's builder,
// write the files through the blob port and answer signed links to them (S3 presigned URLs in the
// cloud, the local server's signed /files/ links on a laptop), with the pre-filing check's
// problems beside them.
import {
  filingPeriod,
  Gstr1Builder,
  gstr1Files,
  Gstr3bBuilder,
  isReturnPeriod,
  negativeFiguresProblems,
  RETURN_MESSAGES,
  periodDays,
  type ReturnForm,
  type ReturnPeriod,
  type ReturnProblem,
} from '@bahi/shared';
import { invalid } from '../../errors/app-error.js';
import type { Ports } from '../../ports/index.js';
import { expensesBetween } from '../../store/expenses.js';
import { fyOfPeriod, organisationOf, readMonth, type MonthRead, type MonthSinks } from './month-reader.js';
import { returnExpenseOf } from './return-documents.js';
import { gstr1Workbook, gstr3bWorkbook } from './return-workbook.js';

/** Links to return files stay valid for an hour. */
export const RETURN_URL_SECONDS = 60 * 60;

const JSON_TYPE = 'application/json';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface ReturnRequest {
  form: ReturnForm;
  orgId: string;
  period: ReturnPeriod;
}

interface NamedFile {
  name: string;
  bytes: Uint8Array;
  contentType: string;
}

export interface ReturnAnswer {
  status: true;
  message: string;
  form: ReturnForm;
  period: string;
  documents: number;
  problems: ReturnProblem[];
  files: { name: string; url: string; bytes: number }[];
}

export function checkedPeriod(ports: Ports, period: ReturnPeriod): ReturnPeriod {
  if (!isReturnPeriod(period, ports.now())) throw invalid('returns.period', RETURN_MESSAGES.chooseMonth, [{ field: 'month', message: RETURN_MESSAGES.chooseMonth }]);
  return period;
}

/**
 * The month's problems, without generating anything: its documents', and GSTR-3B's figures below
 * zero (outward supplies come from documents and vouchers alone: expenses add only input tax).
 */
export async function checkMonth(ports: Ports, request: ReturnRequest) {
  const period = checkedPeriod(ports, request.period);
  const org = await organisationOf(ports, request.orgId);
  const builder = new Gstr3bBuilder(org, period);
  const read = await readMonth(ports, request.orgId, org, period, gstr3bSinks(builder));
  return { status: true as const, period: filingPeriod(request.period), documents: read.documents, problems: [...read.problems, ...negativeFiguresProblems(builder.finish())] };
}

/** What GSTR-3B takes of a month's read: its documents, vouchers and advances paid under reverse charge. */
const gstr3bSinks = (builder: Gstr3bBuilder): MonthSinks => ({
  document: (doc) => builder.add(doc),
  voucher: (voucher) => builder.addVoucher(voucher),
  reverseChargeAdvance: (advance) => builder.addReverseChargeAdvance(advance),
});

/** GSTR-1's files (JSON cut at 4.7 MiB, or the workbook) or GSTR-3B's (JSON or workbook). */
export async function generateReturn(ports: Ports, request: ReturnRequest, output: 'json' | 'workbook'): Promise<ReturnAnswer> {
  const period = checkedPeriod(ports, request.period);
  const { read, files } = request.form === 'GSTR1' ? await gstr1(ports, request.orgId, period, output) : await gstr3b(ports, request.orgId, period, output);
  const stamp = ports.now().toISOString().replace(/[-:]/g, '').replace(/\..*/, '');
  const links = await Promise.all(
    files.map(async (file) => {
      const key = `returns/${request.orgId}/${stamp}-${file.name}`;
      await ports.blobs.put(key, file.bytes, file.contentType);
      return { name: file.name, url: await ports.blobs.signedUrl(key, RETURN_URL_SECONDS), bytes: file.bytes.byteLength };
    }),
  );
  return {
    status: true,
    message: read.problems.length > 0 ? RETURN_MESSAGES.generatedWithProblems : RETURN_MESSAGES.generated,
    form: request.form,
    period: filingPeriod(period),
    documents: read.documents,
    problems: read.problems,
    files: links,
  };
}

const fileName = (form: ReturnForm, read: MonthRead, period: ReturnPeriod, extension: string, part = '') =>
  `${form}_${read.org.gstin}_${filingPeriod(period)}${part}.${extension}`;

async function gstr1(ports: Ports, orgId: string, period: ReturnPeriod, output: 'json' | 'workbook'): Promise<{ read: MonthRead; files: NamedFile[] }> {
  const org = await organisationOf(ports, orgId);
  const builder = new Gstr1Builder(org, period);
  const read = await readMonth(ports, orgId, org, period, {
    document: (doc) => builder.add(doc),
    voucher: (voucher) => builder.addVoucher(voucher),
    issued: (doc) => builder.addIssued(doc),
  });
  const result = builder.finish(read.originals);
  if (output === 'workbook') {
    return { read, files: [{ name: fileName('GSTR1', read, period, 'xlsx'), bytes: await gstr1Workbook(result.json, result.receiverNames), contentType: XLSX_TYPE }] };
  }
  const texts = gstr1Files(result.json);
  const encoder = new TextEncoder();
  return {
    read,
    files: texts.map((text, index) => ({
      name: fileName('GSTR1', read, period, 'json', texts.length > 1 ? `_part${index + 1}of${texts.length}` : ''),
      bytes: encoder.encode(text),
      contentType: JSON_TYPE,
    })),
  };
}

async function gstr3b(ports: Ports, orgId: string, period: ReturnPeriod, output: 'json' | 'workbook'): Promise<{ read: MonthRead; files: NamedFile[] }> {
  const org = await organisationOf(ports, orgId);
  const builder = new Gstr3bBuilder(org, period);
  const read = await readMonth(ports, orgId, org, period, gstr3bSinks(builder));
  const { first, last } = periodDays(period);
  for (const expense of await expensesBetween(ports.table, orgId, fyOfPeriod(period), first, last)) builder.addExpense(returnExpenseOf(expense));
  const json = builder.finish();
  read.problems.push(...negativeFiguresProblems(json));
  const file: NamedFile =
    output === 'workbook'
      ? { name: fileName('GSTR3B', read, period, 'xlsx'), bytes: await gstr3bWorkbook(json), contentType: XLSX_TYPE }
      : { name: fileName('GSTR3B', read, period, 'json'), bytes: new TextEncoder().encode(JSON.stringify(json)), contentType: JSON_TYPE };
  return { read, files: [file] };
}
