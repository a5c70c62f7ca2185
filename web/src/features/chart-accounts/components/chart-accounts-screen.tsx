// The chart of accounts (spec part 2 §2; issue 12 item 1): the system accounts every organisation
// has (shown, marked, never editable) and its own, with search and CSV/Excel/PDF export; Add and
// Edit in a modal, Delete after a confirmation. Changing needs 'accounts.edit'.
import { Badge, Button, Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import { ACCOUNT_TYPE_NAMES, type ChartAccountRow } from '@bahi/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../../../app/confirm-dialog';
import { DataTable, type Column } from '../../../app/data-table/data-table';
import { useConfirmedRemoval } from '../../../app/use-confirmed-removal';
import { useOrgPermission } from '../../../app/use-org-permission';
import { chartAccountsChanged, deleteChartAccount, useChartAccounts } from '../api/chart-accounts-api';
import { ChartAccountModal } from './chart-account-modal';

const ASSET_TYPE_NAMES = { CURRENT: 'Current', FIXED: 'Fixed' } as const;
const SUB_HEAD_NAMES = { CASH: 'Cash', BANK: 'Bank' } as const;

const COLUMNS: Column<ChartAccountRow>[] = [
  { key: 'name', header: 'Name', value: (row) => row.name },
  { key: 'type', header: 'Type', value: (row) => ACCOUNT_TYPE_NAMES[row.type] },
  { key: 'assetType', header: 'Asset type', value: (row) => (row.asset_type ? ASSET_TYPE_NAMES[row.asset_type] : '') },
  { key: 'subHead', header: 'Sub head', value: (row) => (row.sub_head ? SUB_HEAD_NAMES[row.sub_head] : '') },
  { key: 'description', header: 'Description', value: (row) => row.description },
  {
    key: 'kind',
    header: 'Kind',
    value: (row) => (row.issystem === 1 ? 'System' : 'Own'),
    render: (row) => (row.issystem === 1 ? <Badge size="small">System</Badge> : 'Own'),
  },
];

/** The modal's state: closed, adding, or editing a row. */
type Editing = { row: ChartAccountRow | null } | null;

export function ChartAccountsScreen({ orgId }: { orgId: string }) {
  const list = useChartAccounts(orgId);
  const canEdit = useOrgPermission(orgId, 'accounts.edit');
  const [editing, setEditing] = useState<Editing>(null);
  const removal = useConfirmedRemoval(async (row: ChartAccountRow) => {
    const message = await deleteChartAccount(row);
    await chartAccountsChanged(orgId);
    return message;
  });

  return (
    <Flex direction="column" gap="1.25rem">
      <Flex alignItems="flex-end" gap="1.5rem" wrap="wrap">
        <Heading level={3}>Chart of accounts</Heading>
        {canEdit && (
          <Button variation="primary" onClick={() => setEditing({ row: null })}>
            Add account
          </Button>
        )}
      </Flex>
      {list.error && <Text color="font.error">{list.error instanceof Error ? list.error.message : String(list.error)}</Text>}
      {!list.data && !list.error && <Loader variation="linear" />}
      {list.data && (
        <DataTable
          rows={list.data.accounts}
          columns={COLUMNS}
          exportName="Chart of accounts"
          rowKey={(row) => row.id}
          actions={(row) =>
            canEdit &&
            row.issystem === 0 && (
              <Flex gap="0.5rem">
                <Button size="small" onClick={() => setEditing({ row })} aria-label={`Edit ${row.name}`}>
                  Edit
                </Button>
                <Button size="small" variation="warning" onClick={() => removal.ask(row)} aria-label={`Delete ${row.name}`}>
                  Delete
                </Button>
              </Flex>
            )
          }
        />
      )}
      {editing && <ChartAccountModal orgId={orgId} editing={editing.row} onClose={() => setEditing(null)} />}
      <ConfirmDialog {...removal.dialog} question={`Delete the account ${removal.target?.name ?? ''}?`} cancelLabel="Cancel" confirmLabel="Delete" />
    </Flex>
  );
}
