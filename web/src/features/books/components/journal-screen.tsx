// Journal transactions (spec part 2 §2, §5): the list (search, export), Add and Edit in a modal
// with the journal's rules ('Totals must be zero', whole rupees), Delete after a confirmation.
// A general ledger line of a journal opens its edit form (`/journal/<id>/edit`).
import { Button, Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import { journalSaveRequest, type JournalSaveRequest, type JournalView } from '@bahi/shared';
import { useState } from 'react';
import { useAlerts } from '../../../app/alerts';
import { ConfirmDialog } from '../../../app/confirm-dialog';
import { dateColumn, moneyColumn } from '../../../app/data-table/columns';
import { DataTable, type Column } from '../../../app/data-table/data-table';
import { Modal } from '../../../app/modal';
import { session } from '../../../app/session';
import { useConfirmedRemoval } from '../../../app/use-confirmed-removal';
import { useOrgPermission } from '../../../app/use-org-permission';
import { useChartAccounts } from '../../chart-accounts/api/chart-accounts-api';
import { deleteJournal, saveJournal, useJournals } from '../api/books-api';
import { useBookParties } from '../api/book-parties';
import { JOURNAL_ROUTE } from '../routes';
import { blankLine, EntryForm, type EntryValues } from './entry-form';

const COLUMNS: Column<JournalView>[] = [
  dateColumn('date', 'Date', (row) => row.transactiondate),
  { key: 'description', header: 'Description', value: (row) => row.description },
  { key: 'accounts', header: 'Accounts', value: (row) => row.lines.map((line) => (line.partyname ? `${line.accountname} (${line.partyname})` : line.accountname)).join(', ') },
  moneyColumn('total', 'Total', (row) => row.total),
];

/** Whole rupees back in the form: '1500.00' → '1500'. */
const formAmount = (rupees: string) => (rupees === '0.00' ? '' : rupees.replace(/\.00$/, ''));

const valuesOf = (journal: JournalView | null): EntryValues =>
  journal
    ? {
        description: journal.description,
        date: journal.transactiondate,
        lines: journal.lines.map((line) => ({ id: line.id, account: line.acc, party: line.partyid, narration: line.desc, debit: formAmount(line.debit), credit: formAmount(line.credit) })),
      }
    : { description: '', date: '', lines: [blankLine(), blankLine()] };

export function JournalScreen({ orgId, editId }: { orgId: string; editId: string | null }) {
  const alerts = useAlerts();
  const list = useJournals(orgId);
  const chart = useChartAccounts(orgId);
  const canEdit = useOrgPermission(orgId, 'accounts.edit');
  const parties = useBookParties(orgId);
  const [editing, setEditing] = useState<{ journal: JournalView | null } | null>(null);
  const linked = editId ? (list.data?.journals.find((journal) => journal.id === editId) ?? null) : null;
  const open = editing ?? (linked ? { journal: linked } : null);
  const close = () => {
    setEditing(null);
    if (editId) location.hash = `#${JOURNAL_ROUTE}`;
  };
  const removal = useConfirmedRemoval((row: JournalView) => deleteJournal(orgId, row.id, session.get('userId') ?? ''));

  return (
    <Flex direction="column" gap="1.25rem">
      <Flex alignItems="flex-end" gap="1.5rem" wrap="wrap">
        <Heading level={3}>Journal</Heading>
        {canEdit && (
          <Button variation="primary" onClick={() => setEditing({ journal: null })}>
            Add journal
          </Button>
        )}
      </Flex>
      {list.error && <Text color="font.error">{list.error instanceof Error ? list.error.message : String(list.error)}</Text>}
      {!list.data && !list.error && <Loader variation="linear" />}
      {list.data && (
        <DataTable
          rows={list.data.journals}
          columns={COLUMNS}
          exportName="Journal"
          rowKey={(row) => row.id}
          emptyText="No journal transactions yet."
          actions={(row) =>
            canEdit && (
              <Flex gap="0.5rem">
                <Button size="small" onClick={() => setEditing({ journal: row })} aria-label={`Edit ${row.description || row.transactiondate}`}>
                  Edit
                </Button>
                <Button size="small" variation="warning" onClick={() => removal.ask(row)} aria-label={`Delete ${row.description || row.transactiondate}`}>
                  Delete
                </Button>
              </Flex>
            )
          }
        />
      )}
      {open && chart.data && (
        <Modal title={open.journal ? 'Edit journal' : 'Add journal'} onClose={close}>
          <EntryForm
            label={open.journal ? 'Edit journal' : 'Add journal'}
            initial={valuesOf(open.journal)}
            accounts={chart.data.accounts}
            parties={parties}
            narrations
            schema={journalSaveRequest}
            toWire={(values) => ({
              orgid: orgId,
              description: values.description,
              transactiondate: values.date,
              lines: values.lines.map((line) => ({ id: line.id, acc: line.account, partyid: line.party, desc: line.narration, debit: line.debit, credit: line.credit })),
            })}
            onSubmit={async (wire) => {
              alerts.show('success', await saveJournal(orgId, wire as JournalSaveRequest, open.journal ? { id: open.journal.id, version: open.journal.version } : null));
              close();
            }}
            onCancel={close}
          />
        </Modal>
      )}
      <ConfirmDialog {...removal.dialog} question={`Delete the journal ${removal.target?.description ?? ''}?`} cancelLabel="Cancel" confirmLabel="Delete" />
    </Flex>
  );
}
