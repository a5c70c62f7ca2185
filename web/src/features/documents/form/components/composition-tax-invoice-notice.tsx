// A composition dealer's new tax invoice (Section 10(4) CGST Act: it may not collect tax): the
// server refuses its save, so instead of a form that would compute CGST and SGST until then, the
// screen says why and offers the bill of supply it issues instead (walk E4): made from the document
// being converted when that converts to one (walk 35 M2: the button lost the quotation).
import { Alert, Button, Flex, Heading } from '@aws-amplify/ui-react';
import { DOCUMENT_APP_MESSAGES, isKindInTable, kindFacts, kindPermission, labelInSentence, type DocumentView } from '@bahi/shared';
import { useOrgPermission } from '../../../../app/use-org-permission';
import { documentHref } from '../../routes';

/** The bill of supply the notice offers: made from `source` when it may convert to one, else a new one. */
function billOfSupply(source: DocumentView | null): { href: string; label: string } {
  const { label } = kindFacts('bill_of_supply');
  if (source && isKindInTable(source.kind) && kindFacts(source.kind).convertsTo.includes('bill_of_supply')) {
    return { href: documentHref.convert('bill_of_supply', source.id), label: `${label} from ${source.invoice_no}` };
  }
  return { href: documentHref.add('bill_of_supply'), label: `New ${labelInSentence(label)}` };
}

export function CompositionTaxInvoiceNotice({ orgId, title, source, onCancel }: { orgId: string; title: string; source: DocumentView | null; onCancel(): void }) {
  const mayIssue = useOrgPermission(orgId, kindPermission('bill_of_supply', 'edit'));
  const offered = billOfSupply(source);
  return (
    <Flex as="section" direction="column" gap="1rem" aria-label={title}>
      <Heading level={3}>{title}</Heading>
      <Alert variation="warning">{DOCUMENT_APP_MESSAGES.compositionTaxInvoice}</Alert>
      <Flex gap="0.5rem">
        {mayIssue && (
          <Button variation="primary" onClick={() => location.assign(offered.href)}>
            {offered.label}
          </Button>
        )}
        <Button onClick={onCancel}>Back</Button>
      </Flex>
    </Flex>
  );
}
