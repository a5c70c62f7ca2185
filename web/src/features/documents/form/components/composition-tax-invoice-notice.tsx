// A composition dealer's new tax invoice (Section 10(4) CGST Act: it may not collect tax): the
// server refuses its save, so instead of a form that would compute CGST and SGST until then, the
// screen says why and offers the bill of supply it issues instead (walk E4).
import { Alert, Button, Flex, Heading } from '@aws-amplify/ui-react';
import { DOCUMENT_APP_MESSAGES, kindFacts, kindPermission, labelInSentence } from '@bahi/shared';
import { useOrgPermission } from '../../../../app/use-org-permission';
import { documentHref } from '../../routes';

export function CompositionTaxInvoiceNotice({ orgId, title, onCancel }: { orgId: string; title: string; onCancel(): void }) {
  const mayIssue = useOrgPermission(orgId, kindPermission('bill_of_supply', 'edit'));
  return (
    <Flex as="section" direction="column" gap="1rem" aria-label={title}>
      <Heading level={3}>{title}</Heading>
      <Alert variation="warning">{DOCUMENT_APP_MESSAGES.compositionTaxInvoice}</Alert>
      <Flex gap="0.5rem">
        {mayIssue && (
          <Button variation="primary" onClick={() => location.assign(documentHref.add('bill_of_supply'))}>
            New {labelInSentence(kindFacts('bill_of_supply').label)}
          </Button>
        )}
        <Button onClick={onCancel}>Back</Button>
      </Flex>
    </Flex>
  );
}
