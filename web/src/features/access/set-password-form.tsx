// An invited organisation owner arrives at `/?invite=<token>` and sets a password.
import { Alert, Button, Flex, Heading, Loader, PasswordField, Text } from '@aws-amplify/ui-react';
import useSWR from 'swr';
import { acceptInvitationRequest } from '@bahi/shared';
import { ApiError, callApi } from '../../app/api-client';
import { useSchemaForm } from '../../app/use-schema-form';

export function SetPasswordForm({ token, onDone }: { token: string; onDone: (email: string, message: string) => void }) {
  const { data: invitation, error } = useSWR(['invitationDetails', token], async () =>
    (await callApi('invitationDetails', { params: { token } })).data,
  );
  const form = useSchemaForm(
    acceptInvitationRequest,
    { password: '', confirmPassword: '' },
    {
      toInput: (values) => ({ ...values, token }),
      onSubmit: async (data) => {
        const result = await callApi('acceptInvitation', { body: data });
        onDone(invitation?.email ?? '', result.message);
      },
    },
  );

  if (error) return <Alert variation="error">{error instanceof ApiError ? error.message : String(error)}</Alert>;
  if (!invitation) return <Loader variation="linear" />;

  return (
    <form onSubmit={form.handleSubmit} noValidate aria-label="Set your password">
      <Flex direction="column" gap="1rem">
        <Heading level={4}>Welcome, {invitation.username}</Heading>
        <Text>
          <strong>{invitation.orgname}</strong> uses Bahi. Choose a password for {invitation.email}.
        </Text>
        {form.failure && <Alert variation="error">{form.failure}</Alert>}
        <PasswordField label="New password" autoComplete="new-password" descriptiveText="At least 8 characters" {...form.field('password')} />
        <PasswordField label="Confirm password" autoComplete="new-password" {...form.field('confirmPassword')} />
        <Button type="submit" variation="primary" isLoading={form.busy} loadingText="Saving…">
          Set password
        </Button>
      </Flex>
    </form>
  );
}
