// Routes of the document form, per kind: `<root>/new`, `<root>/<id>/edit` and
// `<root>/convert/<sourceId>` (a new document made from a saved one). The kinds' list screens are
// built separately; until they land, a kind's root shows a link to a new document.
import { Button, Flex, Heading } from '@aws-amplify/ui-react';
import { kindFacts, TABLE_KINDS, type KindInTable } from '@bahi/shared';
import type { FeatureScreen } from '../shell/feature-screen';
import { DocumentForm } from './form';

/** The side navigation's route of each kind (shell/navigation.ts). */
export const DOCUMENT_ROUTES: Record<KindInTable, string> = {
  b2b: '/invoices/b2b',
  b2c: '/invoices/b2c',
  reverse_charge: '/invoices/reverse-charge',
  quotation: '/quotations',
  proforma: '/proforma',
  delivery_challan: '/delivery-challans',
};

export type DocumentFormRoute = { screen: 'new' } | { screen: 'edit'; id: string } | { screen: 'convert'; from: string } | { screen: 'root' };

/** Which form a route below a kind's root names. */
export function documentFormRoute(root: string, route: string): DocumentFormRoute {
  const rest = route.slice(root.length);
  if (rest === '/new') return { screen: 'new' };
  const edit = /^\/([^/]+)\/edit$/.exec(rest);
  if (edit) return { screen: 'edit', id: decodeURIComponent(edit[1] as string) };
  const convert = /^\/convert\/([^/]+)$/.exec(rest);
  if (convert) return { screen: 'convert', from: decodeURIComponent(convert[1] as string) };
  return { screen: 'root' };
}

function DocumentFormScreen({ kind, root, route, orgId }: { kind: KindInTable; root: string; route: string; orgId: string }) {
  const view = documentFormRoute(root, route);
  const toRoot = () => location.assign(`#${root}`);
  if (view.screen === 'root') {
    return (
      <Flex direction="column" gap="1rem">
        <Heading level={3}>{kindFacts(kind).pluralLabel}</Heading>
        <Button alignSelf="flex-start" variation="primary" onClick={() => location.assign(`#${root}/new`)}>
          New {kindFacts(kind).label}
        </Button>
      </Flex>
    );
  }
  return (
    <DocumentForm
      key={route}
      kind={kind}
      orgId={orgId}
      documentId={view.screen === 'edit' ? view.id : undefined}
      convertFrom={view.screen === 'convert' ? view.from : undefined}
      onSaved={toRoot}
      onCancel={toRoot}
    />
  );
}

export const documentFormScreens: FeatureScreen[] = TABLE_KINDS.map((kind) => ({
  root: DOCUMENT_ROUTES[kind],
  render: (route, org) => <DocumentFormScreen kind={kind} root={DOCUMENT_ROUTES[kind]} route={route} orgId={org.id} />,
}));
