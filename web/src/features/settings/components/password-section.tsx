// Password change (spec part 2 §5, §8): current, new and confirmation. New and confirmation must
// match ('Please enter new password and confirm password as same'); when the server refuses, its
// first error shows in red. Open to every user: it changes the caller's own password, which ends
// every session (this one too), so the login page follows with a notice.
import { Button, Card, Flex, Heading, PasswordField, Text } from '@aws-amplify/ui-react';
import { passwordResetRequest } from '@bahi/shared';
import { useState, type FormEvent } from 'react';
import { ApiError, callApi } from '../../../app/api-client';
import { validateForm } from '../../../app/form-validation';
import { leaveSession, session } from '../../../app/session';
import { useFieldErrors } from '../hooks/use-field-errors';
import { errorText } from '../hooks/use-org-write';

const EMPTY = { currentPassword: '', newPassword: '', confirmnewPassword: '' };

export function PasswordSection() {
  const [values, setValues] = useState(EMPTY);
  const { errors, setErrors, clear } = useFieldErrors();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = (name: keyof typeof EMPTY) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      clear(name);
    },
    hasError: Boolean(errors[name]),
    errorMessage: errors[name],
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setRefusal(null);
    const checked = validateForm(passwordResetRequest, { ...values, id: session.get('userId') ?? undefined });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setBusy(true);
    try {
      await callApi('changePassword', { body: checked.data });
      // The change ended every session, this one too: sign in again with the new password.
      leaveSession('passwordChanged');
    } catch (error) {
      setRefusal(error instanceof ApiError ? (error.fieldErrors[0]?.message ?? error.message) : errorText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Change password">
      <Card variation="outlined">
        <Flex direction="column" gap="0.75rem" maxWidth="26rem">
          <Heading level={5}>Change password</Heading>
          <PasswordField label="Current password" autoComplete="current-password" {...field('currentPassword')} />
          <PasswordField label="New password" autoComplete="new-password" {...field('newPassword')} />
          <PasswordField label="Confirm new password" autoComplete="new-password" {...field('confirmnewPassword')} />
          {refusal && (
            <Text color="font.error" data-testid="password-error">
              {refusal}
            </Text>
          )}
          <Flex>
            <Button type="submit" variation="primary" isLoading={busy} loadingText="Saving…">
              Change password
            </Button>
          </Flex>
        </Flex>
      </Card>
    </form>
  );
}
