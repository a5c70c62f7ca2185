// Expenses (spec part 2 §2 "Other screens"): the list of a financial year with search, pages and
// CSV/Excel/PDF export; per row the evidence (opened through its signed link), the voucher PDF
// and delete; the record-expense form in a modal.
import { Button, Flex, Heading, Link, Loader, Text } from '@aws-amplify/ui-react';
import { expenseInputTax, type ExpenseInputTax, type ExpenseRow } from '@bahi/shared';
import { useState } from 'react';
import { useAlerts } from '../../../app/alerts';
import { ConfirmDialog } from '../../../app/confirm-dialog';
import { dateColumn, moneyColumn } from '../../../app/data-table/columns';
import { DataTable, type Column } from '../../../app/data-table/data-table';
import { useConfirmedRemoval } from '../../../app/use-confirmed-removal';
import { useOrgPermission } from '../../../app/use-org-permission';
import { yearPeriod } from '../../documents/api/years';
import { YearSelect } from '../../documents/components/year-select';
import { deleteExpense, expensesChanged, useExpenseForm, useExpenseList } from '../api/expenses-api';
import { downloadExpenseVoucher } from '../api/voucher-pdf';
import { ExpenseForm } from './expense-form';

const INPUT_TAX_LABELS: Record<ExpenseInputTax, string> = { claimed: 'Claimed', blocked: 'Blocked (17(5))', none: 'Not claimed (no GSTIN)' };

const COLUMNS: Column<ExpenseRow>[] = [
  { key: 'number', header: 'Number', value: (row) => row.expenses_num },
  dateColumn('date', 'Date', (row) => row.date_created),
  { key: 'payee', header: 'Payee', value: (row) => row.customer_name },
  { key: 'account', header: 'Account', value: (row) => row.expense_account_name },
  { key: 'paidBy', header: 'Paid by', value: (row) => row.payment_account_name },
  { key: 'through', header: 'Through', value: (row) => row.payment_through },
  moneyColumn('amount', 'Amount', (row) => row.amount),
  { key: 'rate', header: 'GST %', value: (row) => row.tax_rate, align: 'end' },
  moneyColumn('cgst', 'CGST', (row) => row.cgst_total),
  moneyColumn('sgst', 'SGST', (row) => row.sgst_total),
  moneyColumn('igst', 'IGST', (row) => row.igst_total),
  moneyColumn('total', 'Total', (row) => row.totalamount),
  { key: 'gstin', header: 'Supplier GSTIN', value: (row) => row.supplier_gstin },
  { key: 'credit', header: 'Input tax', value: (row) => (row.tax_amount === '0.00' ? '' : INPUT_TAX_LABELS[expenseInputTax({ itcBlocked: row.itc_blocked === 'yes', supplierGstin: row.supplier_gstin })]) },
  { key: 'notes', header: 'Notes', value: (row) => row.notes },
];

export function ExpensesScreen({ orgId }: { orgId: string }) {
  const alerts = useAlerts();
  const [year, setYear] = useState<string | null>(null);
  const list = useExpenseList(orgId, year);
  const canEdit = useOrgPermission(orgId, 'purchases.edit');
  const [recording, setRecording] = useState(false);
  const formData = useExpenseForm(orgId, canEdit);
  const removal = useConfirmedRemoval(async (row: ExpenseRow) => {
    const message = await deleteExpense(row);
    await expensesChanged(orgId);
    return message;
  });
  const data = list.data;

  async function printVoucher(row: ExpenseRow) {
    if (!data) return;
    try {
      await downloadExpenseVoucher(row, data.seller);
    } catch (error) {
      alerts.show('error', error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <Flex direction="column" gap="1.25rem">
      <Flex alignItems="flex-end" gap="1.5rem" wrap="wrap">
        <Heading level={3}>Expenses</Heading>
        {data && <YearSelect years={data.yearSelection} value={data.year} onChange={setYear} />}
        {canEdit && (
          <Button variation="primary" onClick={() => setRecording(true)} isDisabled={!formData.data}>
            Record expense
          </Button>
        )}
      </Flex>
      {list.error && <Text color="font.error">{list.error instanceof Error ? list.error.message : String(list.error)}</Text>}
      {!data && !list.error && <Loader variation="linear" />}
      {data && (
        <DataTable
          rows={data.expenses}
          columns={COLUMNS}
          exportName="Expenses"
          period={yearPeriod(data.year)}
          rowKey={(row) => row.id}
          emptyText="No expenses recorded in this year yet."
          actions={(row) => (
            <Flex gap="0.5rem" wrap="wrap">
              {row.file_url && (
                <Link href={row.file_url} isExternal aria-label={`Open the evidence of ${row.expenses_num}`}>
                  Evidence
                </Link>
              )}
              <Button size="small" onClick={() => void printVoucher(row)} aria-label={`Voucher PDF of ${row.expenses_num}`}>
                PDF
              </Button>
              {canEdit && (
                <Button size="small" variation="warning" onClick={() => removal.ask(row)} aria-label={`Delete ${row.expenses_num}`}>
                  Delete
                </Button>
              )}
            </Flex>
          )}
        />
      )}
      {recording && formData.data && <ExpenseForm orgId={orgId} form={formData.data} onClose={() => setRecording(false)} />}
      <ConfirmDialog {...removal.dialog} question={`Delete expense ${removal.target?.expenses_num ?? ''}?`} cancelLabel="Cancel" confirmLabel="Delete" />
    </Flex>
  );
}
