import { Alert, Button, Flex, PasswordField, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { loginRequest } from '@bahi/shared';
import { ApiError } from '../../app/api-client';
import { validateForm, type FieldErrors } from '../../app/form-validation';
import { signIn } from './sign-in';

export function LoginForm({ initialEmail = '', notice }: { initialEmail?: string; notice?: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const checked = validateForm(loginRequest, { email, password });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      location.assign(await signIn(checked.data.email, checked.data.password));
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : String(error));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      <Flex direction="column" gap="1rem">
        {notice && !failure && (
          <Alert variation="success" role="status">
            {notice}
          </Alert>
        )}
        {failure && (
          <Alert variation="error" role="alert" data-testid="login-error">
            {failure}
          </Alert>
        )}
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          hasError={Boolean(errors.email)}
          errorMessage={errors.email}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          hasError={Boolean(errors.password)}
          errorMessage={errors.password}
        />
        <Button type="submit" variation="primary" isLoading={busy} loadingText="Signing in…">
          Sign in
        </Button>
      </Flex>
    </form>
  );
}
