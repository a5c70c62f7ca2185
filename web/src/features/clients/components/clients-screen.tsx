// The clients screens of the working page: list, add and edit, chosen by the hash route.
import { Loader, Text } from '@aws-amplify/ui-react';
import { clientFormOf, newClientForm } from '../api/client-payload';
import { useClientRecord } from '../hooks/use-clients';
import { clientsView } from '../routes';
import { ClientForm } from './client-form';
import { ClientList } from './client-list';

export function ClientsScreen({ route, orgId }: { route: string; orgId: string }) {
  const view = clientsView(route) ?? { screen: 'list' };
  switch (view.screen) {
    case 'list':
      return <ClientList orgId={orgId} />;
    case 'add':
      return <ClientForm orgId={orgId} initial={newClientForm()} target={{ kind: 'insert', orgId }} />;
    case 'edit':
      return <EditClient key={view.id} orgId={orgId} id={view.id} />;
  }
}

function EditClient({ orgId, id }: { orgId: string; id: string }) {
  const { data, error, isValidating } = useClientRecord(id);
  if (error) return <Text color="font.error">{error instanceof Error ? error.message : String(error)}</Text>;
  // Wait for the fetch even when a copy is cached, so the form starts from the stored version.
  if (!data || isValidating) return <Loader variation="linear" />;
  return (
    <ClientForm
      orgId={orgId}
      initial={clientFormOf(data)}
      target={{ kind: 'edit', clientId: id, version: data.client.version }}
      title={`Edit client · ${data.client.companyname}`}
    />
  );
}
