import { Alert, Button, Flex, PasswordField, TextField } from '@aws-amplify/ui-react';
import { loginRequest } from '@bahi/shared';
import { useSchemaForm } from '../../app/use-schema-form';
import { signIn } from './sign-in';

export function LoginForm({ initialEmail = '', notice }: { initialEmail?: string; notice?: string }) {
  const form = useSchemaForm(
    loginRequest,
    { email: initialEmail, password: '' },
    { onSubmit: async ({ email, password }) => location.assign(await signIn(email, password)) },
  );

  return (
    <form onSubmit={form.handleSubmit} noValidate aria-label="Sign in">
      <Flex direction="column" gap="1rem">
        {notice && !form.failure && (
          <Alert variation="success" role="status">
            {notice}
          </Alert>
        )}
        {form.failure && (
          <Alert variation="error" role="alert" data-testid="login-error">
            {form.failure}
          </Alert>
        )}
        <TextField label="Email" type="email" autoComplete="username" {...form.field('email')} />
        <PasswordField label="Password" autoComplete="current-password" {...form.field('password')} />
        <Button type="submit" variation="primary" isLoading={form.busy} loadingText="Signing in…">
          Sign in
        </Button>
      </Flex>
    </form>
  );
}
