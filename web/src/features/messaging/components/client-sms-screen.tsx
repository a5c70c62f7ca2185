// The client SMS screen (spec part 2 §2, §4, §5): the clients with a mobile, 10 a page, each with
// a checkbox; Send SMS opens the compose window when the selection passes the rules; after a send
// the selection is cleared. The list exports to CSV, Excel and PDF (without the checkboxes).
import { Button, Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import type { SmsClientRow } from '@bahi/shared';
import { useEffect, useMemo, useState } from 'react';
import { useAlerts } from '../../../app/alerts';
import { DataTable, type Column } from '../../../app/data-table/data-table';
import { useSmsClients } from '../api/messaging-api';
import { selectionProblem } from '../sms-compose';
import { SmsComposeModal } from './sms-compose-modal';

interface Row extends SmsClientRow {
  registered: boolean;
}

function columnsFor(selected: ReadonlySet<string>, toggle: (row: Row) => void): Column<Row>[] {
  return [
    {
      key: 'select',
      header: 'Select',
      value: () => '',
      sortable: false,
      exported: false,
      render: (row) => <input type="checkbox" checked={selected.has(row.id)} onChange={() => toggle(row)} aria-label={`Select ${row.name}`} />,
    },
    { key: 'name', header: 'Name', value: (row) => row.name },
    { key: 'type', header: 'Type', value: (row) => (row.registered ? 'Registered (B2B)' : 'Unregistered (B2C)') },
    { key: 'mobile', header: 'Mobile', value: (row) => row.mobile },
    { key: 'address', header: 'Address', value: (row) => row.address },
    { key: 'state', header: 'State', value: (row) => row.statename },
  ];
}

export function ClientSmsScreen({ orgId }: { orgId: string }) {
  const list = useSmsClients(orgId);
  const alerts = useAlerts();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [composing, setComposing] = useState(false);
  const credit = list.data?.getsmsDetails[0]?.credit ?? 0;

  const rows = useMemo<Row[]>(
    () => (list.data ? [...list.data.b2bclients.map((row) => ({ ...row, registered: true })), ...list.data.b2cclients.map((row) => ({ ...row, registered: false }))] : []),
    [list.data],
  );
  // Spec part 2 §8: an answer with its error flag set is told as a notification.
  useEffect(() => {
    if (list.data?.error) alerts.show('error', `${list.data.requestStatus}: ${list.data.statusMessage}`);
  }, [list.data, alerts]);

  const toggle = (row: Row) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(row.id)) next.delete(row.id);
      else next.add(row.id);
      return next;
    });
  const columns = useMemo(() => columnsFor(selected, toggle), [selected]);

  function openCompose() {
    const problem = selectionProblem(selected.size, credit);
    if (problem) alerts.show('error', problem);
    else setComposing(true);
  }

  function sent(message: string) {
    alerts.show('success', message);
    setSelected(new Set());
    setComposing(false);
  }

  return (
    <Flex direction="column" gap="1.25rem">
      <Flex alignItems="flex-end" gap="1.5rem" wrap="wrap">
        <Heading level={3}>Client SMS</Heading>
        <Text data-testid="sms-credit">SMS credit: {credit}</Text>
        <Text data-testid="sms-selected">{selected.size} selected</Text>
        <Button variation="primary" onClick={openCompose}>
          Send SMS
        </Button>
      </Flex>
      {list.error && <Text color="font.error">{list.error instanceof Error ? list.error.message : String(list.error)}</Text>}
      {!list.data && !list.error && <Loader variation="linear" />}
      {list.data && <DataTable rows={rows} columns={columns} exportName="Clients for SMS" rowKey={(row) => row.id} emptyText="No client has a mobile number yet." />}
      {composing && (
        <SmsComposeModal
          orgId={orgId}
          mobiles={rows.filter((row) => selected.has(row.id)).map((row) => row.mobile)}
          onSent={sent}
          onClose={() => setComposing(false)}
        />
      )}
    </Flex>
  );
}
