// A CA invites a new organisation: its name, its owner's name and email, and its GSTIN. The
// owner gets a set-password link (shown here for the CA to pass on). Success shows 2 s, errors
// 5 s (spec part 1 §9).
import { Alert, Button, Flex, Heading, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { inviteOrganisationRequest } from '@bahi/shared';
import { useAlerts } from '../../app/alerts';
import { ApiError, callApi } from '../../app/api-client';
import { validateForm, type FieldErrors } from '../../app/form-validation';
import { INVITE_ERROR_MS, INVITE_SUCCESS_MS } from './timings';

const EMPTY = { orgname: '', username: '', email: '', gstin: '' };

export function InviteOrganisationForm({ onInvited }: { onInvited: () => void }) {
  const alerts = useAlerts();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const field = (name: keyof typeof EMPTY) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    hasError: Boolean(errors[name]),
    errorMessage: errors[name],
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateForm(inviteOrganisationRequest, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const result = await callApi('inviteOrganisation', { body: checked.data });
      alerts.show('success', result.message, INVITE_SUCCESS_MS);
      setLink(new URL(result.invitationLink, location.origin).href);
      setValues(EMPTY);
      onInvited();
    } catch (error) {
      alerts.show('error', error instanceof ApiError ? error.message : String(error), INVITE_ERROR_MS);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Invite an organisation">
      <Flex direction="column" gap="0.75rem">
        <Heading level={4}>Invite an organisation</Heading>
        <TextField label="Organisation name" {...field('orgname')} />
        <TextField label="Owner's name" {...field('username')} />
        <TextField label="Owner's email" type="email" {...field('email')} />
        <TextField label="GSTIN" maxLength={15} {...field('gstin')} />
        <Button type="submit" variation="primary" isLoading={busy} loadingText="Inviting…">
          Send invitation
        </Button>
        {link && (
          <Alert variation="info" heading="Set-password link for the owner" data-testid="invitation-link">
            {link}
          </Alert>
        )}
      </Flex>
    </form>
  );
}
