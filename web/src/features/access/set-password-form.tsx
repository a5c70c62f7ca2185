// An invited organisation owner arrives at `/?invite=<token>` and sets a password.
import { Alert, Button, Flex, Heading, Loader, PasswordField, Text } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { acceptInvitationRequest } from '@bahi/shared';
import { ApiError, callApi } from '../../app/api-client';
import { validateForm, type FieldErrors } from '../../app/form-validation';

export function SetPasswordForm({ token, onDone }: { token: string; onDone: (email: string, message: string) => void }) {
  const { data: invitation, error } = useSWR(['invitationDetails', token], async () =>
    (await callApi('invitationDetails', { params: { token } })).data,
  );
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (error) return <Alert variation="error">{error instanceof ApiError ? error.message : String(error)}</Alert>;
  if (!invitation) return <Loader variation="linear" />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const checked = validateForm(acceptInvitationRequest, { token, password, confirmPassword });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const result = await callApi('acceptInvitation', { body: checked.data });
      onDone(invitation!.email, result.message);
    } catch (caught) {
      setFailure(caught instanceof ApiError ? caught.message : String(caught));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Set your password">
      <Flex direction="column" gap="1rem">
        <Heading level={4}>Welcome, {invitation.username}</Heading>
        <Text>
          Your CA has set up <strong>{invitation.orgname}</strong> on Bahi. Choose a password for {invitation.email}.
        </Text>
        {failure && <Alert variation="error">{failure}</Alert>}
        <PasswordField
          label="New password"
          name="password"
          autoComplete="new-password"
          descriptiveText="At least 8 characters"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          hasError={Boolean(errors.password)}
          errorMessage={errors.password}
        />
        <PasswordField
          label="Confirm password"
          name="confirmPassword"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(e) => setConfirmPassword(e.target.value)}
          hasError={Boolean(errors.confirmPassword)}
          errorMessage={errors.confirmPassword}
        />
        <Button type="submit" variation="primary" isLoading={busy} loadingText="Saving…">
          Set password
        </Button>
      </Flex>
    </form>
  );
}
