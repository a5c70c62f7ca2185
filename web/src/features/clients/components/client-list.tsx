// The clients list (spec part 1 §2): the organisation's clients with Edit and Delete, an
// "Add client" button, and a confirmation before a delete. A member who may only see clients gets
// the list alone (walk 33F M3: the server refused the buttons it was offered).
import { Button, Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import { CLIENT_TYPES, MESSAGES, stateByCode, type ClientListRow } from '@bahi/shared';
import { DataTable, type Column } from '../../../app/data-table/data-table';
import { deleteClient } from '../api/clients-api';
import { clientsChanged, useClientList } from '../hooks/use-clients';
import { clientsHref } from '../routes';
import { ConfirmDialog } from '../../../app/confirm-dialog';
import { useConfirmedRemoval } from '../../../app/use-confirmed-removal';
import { useOrgPermission } from '../../../app/use-org-permission';

const typeName = (id: number) => CLIENT_TYPES.find((type) => type.id === id)?.name ?? '';

const COLUMNS: Column<ClientListRow>[] = [
  { key: 'company', header: 'Company', value: (row) => row.companyname },
  { key: 'gstin', header: 'GSTIN', value: (row) => row.gstin },
  { key: 'type', header: 'Type', value: (row) => typeName(row.clientid) },
  { key: 'state', header: 'State', value: (row) => row.statename || (stateByCode(row.state)?.name ?? row.state) },
  { key: 'city', header: 'City', value: (row) => row.city },
  { key: 'phone', header: 'Phone', value: (row) => row.phone },
  { key: 'contact', header: 'Contact', value: (row) => row.contactname },
];

export function ClientList({ orgId }: { orgId: string }) {
  const { data: clients, error } = useClientList(orgId);
  const canEdit = useOrgPermission(orgId, 'clients.edit');
  const removal = useConfirmedRemoval(async (client: ClientListRow) => {
    await deleteClient(client.id);
    await clientsChanged(orgId, client.id);
    return MESSAGES.deleted;
  });

  return (
    <Flex direction="column" gap="1rem">
      <Flex alignItems="center" gap="1.5rem">
        <Heading level={3}>Clients</Heading>
        {canEdit && (
          <Button variation="primary" onClick={() => location.assign(clientsHref.add)}>
            Add client
          </Button>
        )}
      </Flex>
      {error && <Text color="font.error">{error instanceof Error ? error.message : String(error)}</Text>}
      {!clients && !error && <Loader variation="linear" />}
      {clients && (
        <DataTable
          rows={clients}
          columns={COLUMNS}
          exportName="Clients"
          rowKey={(row) => row.id}
          emptyText={canEdit ? 'No clients yet. Add your first client.' : 'No clients yet.'}
          {...(canEdit && {
            actions: (row: ClientListRow) => (
              <>
                <Button size="small" onClick={() => location.assign(clientsHref.edit(row.id))} aria-label={`Edit ${row.companyname}`}>
                  Edit
                </Button>
                <Button size="small" colorTheme="error" onClick={() => removal.ask(row)} aria-label={`Delete ${row.companyname}`}>
                  Delete
                </Button>
              </>
            ),
          })}
        />
      )}
      <ConfirmDialog
        {...removal.dialog}
        question={`Delete ${removal.target?.companyname ?? ''}?`}
        cancelLabel="Cancel"
        confirmLabel="Delete"
      />
    </Flex>
  );
}
