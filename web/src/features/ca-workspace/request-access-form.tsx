// A CA asks an existing organisation, found by its GSTIN, for access to its books. The owner
// answers from their working page.
import { Button, Flex, Heading, TextField } from '@aws-amplify/ui-react';
import { requestOrganisationRequest } from '@bahi/shared';
import { useAlerts } from '../../app/alerts';
import { callApi } from '../../app/api-client';
import { session } from '../../app/session';
import { useSchemaForm } from '../../app/use-schema-form';
import { INVITE_ERROR_MS, INVITE_SUCCESS_MS } from './timings';

export function RequestAccessForm({ onRequested }: { onRequested: () => void }) {
  const alerts = useAlerts();
  const form = useSchemaForm(
    requestOrganisationRequest,
    { gstin: '' },
    {
      toInput: (values) => ({ ...values, user_id: session.get('userId') ?? undefined }),
      onSubmit: async (data) => {
        const result = await callApi('requestOrganisationAccess', { body: data });
        alerts.show('success', result.message, INVITE_SUCCESS_MS);
        form.setValues({ gstin: '' });
        onRequested();
      },
      onFailure: (message) => alerts.show('error', message, INVITE_ERROR_MS),
      // "No organisation with this GSTIN…" stays under the GSTIN after the alert has gone.
      failureField: 'gstin',
    },
  );

  return (
    <form onSubmit={form.handleSubmit} noValidate aria-label="Request access">
      <Flex direction="column" gap="0.75rem">
        <Heading level={4}>Request access to an organisation</Heading>
        <TextField label="Organisation's GSTIN" maxLength={15} {...form.field('gstin')} />
        <Button type="submit" isLoading={form.busy} loadingText="Sending…">
          Send request
        </Button>
      </Flex>
    </form>
  );
}
