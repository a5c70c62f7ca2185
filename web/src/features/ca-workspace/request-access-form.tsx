// A CA asks an existing organisation, found by its GSTIN, for access to its books. The owner
// answers from their working page.
import { Button, Flex, Heading, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { requestOrganisationRequest } from '@bahi/shared';
import { useAlerts } from '../../app/alerts';
import { ApiError, callApi } from '../../app/api-client';
import { validateForm, type FieldErrors } from '../../app/form-validation';
import { session } from '../../app/session';
import { INVITE_ERROR_MS, INVITE_SUCCESS_MS } from './timings';

export function RequestAccessForm({ onRequested }: { onRequested: () => void }) {
  const alerts = useAlerts();
  const [gstin, setGstin] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateForm(requestOrganisationRequest, { gstin, user_id: session.get('userId') ?? undefined });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const result = await callApi('requestOrganisationAccess', { body: checked.data });
      alerts.show('success', result.message, INVITE_SUCCESS_MS);
      setGstin('');
      onRequested();
    } catch (error) {
      alerts.show('error', error instanceof ApiError ? error.message : String(error), INVITE_ERROR_MS);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Request access">
      <Flex direction="column" gap="0.75rem">
        <Heading level={4}>Request access to an organisation</Heading>
        <TextField
          label="Organisation's GSTIN"
          name="gstin"
          maxLength={15}
          value={gstin}
          onChange={(e) => setGstin(e.target.value)}
          hasError={Boolean(errors.gstin)}
          errorMessage={errors.gstin}
        />
        <Button type="submit" isLoading={busy} loadingText="Sending…">
          Send request
        </Button>
      </Flex>
    </form>
  );
}
