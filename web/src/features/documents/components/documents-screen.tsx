// A kind's screens, chosen by the hash route: the list, and the one document form for a new
// document, an edit, or a conversion from another document. The form shows its own success
// message on save and hands back here, which reloads the list and returns to it, on the saved
// document's financial year.
import type { KindInTable } from '@bahi/shared';
import { DocumentForm } from '../form';
import { documentsChanged, showYearOf } from '../hooks/use-document-list';
import { documentHref, documentScreen } from '../routes';
import { DocumentList } from './document-list';

export function DocumentsScreen({ kind, route, orgId }: { kind: KindInTable; route: string; orgId: string }) {
  const view = documentScreen(kind, route) ?? { screen: 'list' };
  if (view.screen === 'list') return <DocumentList key={kind} orgId={orgId} kind={kind} />;
  const backToList = () => location.assign(documentHref.list(kind));
  return (
    <DocumentForm
      key={route}
      kind={kind}
      orgId={orgId}
      documentId={view.screen === 'edit' ? view.id : undefined}
      convertFrom={view.screen === 'convert' ? view.from : undefined}
      onSaved={async (saved) => {
        showYearOf(orgId, kind, saved.date);
        await documentsChanged(orgId, kind);
        backToList();
      }}
      onCancel={backToList}
    />
  );
}
