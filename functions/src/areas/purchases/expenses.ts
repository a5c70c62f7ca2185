// Expenses (spec part 2 §3, §5, §7): record one with its tax from the GST engine and its postings
// in the books (expense-postings.ts), list a financial year with signed links to the evidence, the
// form's data, delete. The number
// ('EXPS-' + FY start year + sequence, spec part 2 §9) is the item's key (store/expenses.ts), taken
// by its one conditional write; saves of one series in this process queue (documents/series-queue).
import {
  APP_MESSAGES,
  EXPENSE_APP_MESSAGES,
  expenseTax,
  financialYearOf,
  financialYearStarting,
  formatPercent,
  formatYearSequenceNumber,
  paiseToRupees,
  type ExpenseDraft,
  type ExpenseFormResponse,
  type ExpenseListResponse,
  type ExpenseRow,
} from '@bahi/shared';
import { conflict, invalid, notFound } from '../../errors/app-error.js';
import { inSeries, lastIssuedIn, noteIssued } from '../../documents/series-queue.js';
import { isCompositionDealer } from '../../documents/org-settings.js';
import type { Ports } from '../../ports/index.js';
import { refuseDateAfterToday, todayOf } from '../../services/today.js';
import { claimEvidence, deleteEvidence, evidenceUrl, isEvidenceOf } from '../../services/evidence.js';
import { addressesOf } from '../../services/organisation-view.js';
import {
  deleteExpenseKeepingNumber,
  expenseId,
  ExpenseNumberTaken,
  getExpense,
  insertExpense,
  lastExpenseSequence,
  listExpensesOfYear,
  yearsWithExpenses,
  type ExpenseRecord,
} from '../../store/expenses.js';
import { bankAccountOf, getOrganisation, type OrganisationRecord } from '../../store/organisations.js';
import { writeWithPostings } from '../../services/expense-postings.js';
import { expenseAccountsOf, GENERAL_EXPENSES, isExpenseAccount } from '../../services/expense-accounts.js';

const PREFIX = 'EXPS-';

/** Saves that lose their number to another process read the series again; this many times at most. */
const MAX_NUMBER_ATTEMPTS = 200;

const expenseNotFound = () => notFound('expense.notFound', EXPENSE_APP_MESSAGES.expenseNotFound);

async function loadOrganisation(ports: Ports, orgId: string): Promise<OrganisationRecord> {
  const org = await getOrganisation(ports.table, orgId);
  if (!org) throw notFound('organisation.notFound', APP_MESSAGES.forbidden);
  return org;
}

const bankName = (org: OrganisationRecord, accountId: string) => {
  const bank = bankAccountOf(org, accountId);
  return bank ? `${bank.bankname} · ${bank.account}` : '';
};

/** Records an expense under the next number of its financial year. */
export async function recordExpense(ports: Ports, orgId: string, userId: string, draft: ExpenseDraft): Promise<ExpenseRecord> {
  refuseDateAfterToday(ports, draft.date, 'expense.dateAfterToday', 'date_created');
  const org = await loadOrganisation(ports, orgId);
  if (draft.method === 'BANK' && bankName(org, draft.account) === '') {
    throw invalid('expense.unknownAccount', EXPENSE_APP_MESSAGES.unknownBankAccount, [{ field: 'payment_account', message: EXPENSE_APP_MESSAGES.unknownBankAccount }]);
  }
  if (draft.evidenceKey !== '' && !isEvidenceOf(orgId, draft.evidenceKey)) {
    throw invalid('expense.evidence', EXPENSE_APP_MESSAGES.evidenceNotFound, [{ field: 'file_url', message: EXPENSE_APP_MESSAGES.evidenceNotFound }]);
  }
  const expenseAccountId = draft.expenseAccountId || GENERAL_EXPENSES;
  if (!(await isExpenseAccount(ports, orgId, expenseAccountId))) {
    throw invalid('expense.unknownExpenseAccount', EXPENSE_APP_MESSAGES.unknownExpenseAccount, [{ field: 'expense_account', message: EXPENSE_APP_MESSAGES.unknownExpenseAccount }]);
  }
  const supplierStateCode = draft.supplierStateCode || org.statecode;
  const tax = expenseTax({ amountPaise: draft.amountPaise, taxRateBps: draft.taxRateBps, supplierStateCode, orgStateCode: org.statecode });
  const fy = financialYearOf(draft.date);
  const series = `${orgId}#expense#${fy.startYear}`;
  const base = {
    orgId,
    fyStartYear: fy.startYear,
    payee: draft.payee,
    notes: draft.notes,
    date: draft.date,
    method: draft.method,
    account: draft.account,
    through: draft.through,
    amount: draft.amountPaise,
    taxRateBps: draft.taxRateBps,
    supplierStateCode,
    orgStateCode: org.statecode,
    cgst: tax.cgst,
    sgst: tax.sgst,
    igst: tax.igst,
    tax: tax.tax,
    total: tax.total,
    evidenceKey: draft.evidenceKey,
    expenseAccountId,
    supplierGstin: draft.supplierGstin,
    // A composition dealer takes no input tax credit at all (Section 10(4) CGST Act; walk 27 H1).
    itcBlocked: draft.itcBlocked || isCompositionDealer(org),
    createdAt: ports.now().toISOString(),
    createdBy: userId,
  };
  const evidence = await claimEvidence(ports, orgId, draft.evidenceKey);
  const numbered = inSeries(series, async () => {
    let seq = (lastIssuedIn(series) ?? (await lastExpenseSequence(ports.table, orgId, fy.startYear))) + 1;
    for (let attempt = 0; attempt < MAX_NUMBER_ATTEMPTS; attempt++) {
      const expense: ExpenseRecord = { ...base, id: expenseId(orgId, fy.startYear, seq), seq, number: formatYearSequenceNumber(PREFIX, fy.startYear, seq) };
      try {
        await writeWithPostings(ports, expense, () => insertExpense(ports.table, expense), 'post');
        noteIssued(series, seq);
        return expense;
      } catch (error) {
        if (!(error instanceof ExpenseNumberTaken)) throw error;
        // Another process took it: read the series again.
        seq = (await lastExpenseSequence(ports.table, orgId, fy.startYear)) + 1;
      }
    }
    throw conflict('expense.numberContention', APP_MESSAGES.versionConflict);
  });
  return numbered.catch(async (error: unknown) => {
    await evidence.release();
    throw error;
  });
}

async function expenseRow(ports: Ports, org: OrganisationRecord, accounts: ReadonlyMap<string, string>, expense: ExpenseRecord): Promise<ExpenseRow> {
  const bookedTo = expense.expenseAccountId ?? GENERAL_EXPENSES;
  return {
    id: expense.id,
    expenses_num: expense.number,
    customer_name: expense.payee,
    notes: expense.notes,
    date_created: expense.date,
    payment_method: expense.method,
    payment_account: expense.account,
    payment_account_name: expense.method === 'BANK' ? bankName(org, expense.account) : 'Cash',
    payment_through: expense.through,
    expense_account: bookedTo,
    // An account with postings (this expense's) cannot be deleted, so it is there while an expense names it.
    expense_account_name: accounts.get(bookedTo) ?? '',
    supplier_gstin: expense.supplierGstin ?? '',
    itc_blocked: expense.itcBlocked ? 'yes' : 'no',
    amount: paiseToRupees(expense.amount),
    tax_rate: formatPercent(expense.taxRateBps),
    statecode: expense.supplierStateCode,
    supply: expense.supplierStateCode === expense.orgStateCode ? 'Intra State' : 'Inter State',
    cgst_total: paiseToRupees(expense.cgst),
    sgst_total: paiseToRupees(expense.sgst),
    igst_total: paiseToRupees(expense.igst),
    tax_amount: paiseToRupees(expense.tax),
    totalamount: paiseToRupees(expense.total),
    file_url: expense.evidenceKey ? await evidenceUrl(ports, expense.evidenceKey) : null,
    created_by: expense.createdBy,
  };
}

/** The expenses of a financial year (the current one unless asked), newest first. */
export async function listExpenses(ports: Ports, orgId: string, query: { startyear?: number }): Promise<ExpenseListResponse> {
  const current = financialYearOf(ports.now()).startYear;
  const year = query.startyear ?? current;
  const [org, expenses, years, chart] = await Promise.all([
    loadOrganisation(ports, orgId),
    listExpensesOfYear(ports.table, orgId, year),
    yearsWithExpenses(ports.table, orgId),
    expenseAccountsOf(ports, orgId),
  ]);
  const names = new Map(chart.map((account) => [account.id, account.name]));
  const newestFirst = [...expenses].sort((a, b) => b.date.localeCompare(a.date) || b.seq - a.seq);
  return {
    status: true,
    expenses: await Promise.all(newestFirst.map((expense) => expenseRow(ports, org, names, expense))),
    yearSelection: [...new Set([...years, current, year])].sort((a, b) => b - a).map((start) => financialYearStarting(start).label),
    year: financialYearStarting(year).label,
    seller: { org_name: org.name, gstin: org.gstin, statecode: org.statecode, addresses: addressesOf(org), banks: org.settings?.bankAccounts ?? [] },
  };
}

export async function expenseForm(ports: Ports, orgId: string): Promise<ExpenseFormResponse> {
  const today = todayOf(ports);
  const fy = financialYearOf(today);
  const series = `${orgId}#expense#${fy.startYear}`;
  const [org, last, accounts] = await Promise.all([loadOrganisation(ports, orgId), lastExpenseSequence(ports.table, orgId, fy.startYear), expenseAccountsOf(ports, orgId)]);
  return {
    status: true,
    next_expenses_num: formatYearSequenceNumber(PREFIX, fy.startYear, Math.max(last, lastIssuedIn(series) ?? 0) + 1),
    org_statecode: org.statecode,
    banks: org.settings?.bankAccounts ?? [],
    expense_accounts: accounts.map(({ id, name }) => ({ id, name })),
    today,
  };
}

/** Deletes an expense (its number stays taken) and its postings, then its evidence file. */
export async function deleteExpense(ports: Ports, orgId: string, userId: string, id: string): Promise<void> {
  const expense = await getExpense(ports.table, id);
  if (!expense || expense.orgId !== orgId || expense.deleted) throw expenseNotFound();
  const tombstone = async () => {
    if (!(await deleteExpenseKeepingNumber(ports.table, expense, { at: ports.now().toISOString(), by: userId }))) throw expenseNotFound();
  };
  await writeWithPostings(ports, expense, tombstone, 'reverse');
  if (expense.evidenceKey) await deleteEvidence(ports, orgId, expense.evidenceKey);
}
