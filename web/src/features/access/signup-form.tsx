import { Alert, Button, Flex, PasswordField, Radio, RadioGroupField, SelectField, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { BUSINESS_TYPES, signupRequest, type UserType } from '@bahi/shared';
import { ApiError, callApi } from '../../app/api-client';
import { validateForm, type FieldErrors } from '../../app/form-validation';
import { signIn } from './sign-in';

/** Sign-up: an organisation (its owner's account and the business) or a CA's own account. */
export function SignupForm() {
  const [values, setValues] = useState({ username: '', email: '', password: '', orgname: '', gstin: '', type: '1' });
  const [usertype, setUsertype] = useState<UserType>('orguser');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const isBusiness = usertype === 'orguser';
  const field = (name: keyof typeof values) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    hasError: Boolean(errors[name]),
    errorMessage: errors[name],
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const input = isBusiness ? { ...values, usertype } : { username: values.username, email: values.email, password: values.password, usertype };
    const checked = validateForm(signupRequest, input);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await callApi('signup', { body: checked.data });
      location.assign(await signIn(checked.data.email, checked.data.password));
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : String(error));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Create an account">
      <Flex direction="column" gap="1rem">
        {failure && (
          <Alert variation="error" role="alert">
            {failure}
          </Alert>
        )}
        <RadioGroupField
          legend="I am"
          name="usertype"
          direction="row"
          value={usertype}
          onChange={(e) => setUsertype(e.target.value as UserType)}
        >
          <Radio value="orguser">A business</Radio>
          <Radio value="CA">A chartered accountant</Radio>
        </RadioGroupField>
        <TextField label="Your name" autoComplete="name" {...field('username')} />
        <TextField label="Email" type="email" autoComplete="username" {...field('email')} />
        <PasswordField label="Password" autoComplete="new-password" descriptiveText="At least 8 characters" {...field('password')} />
        {isBusiness && (
          <>
            <TextField label="Organisation name" {...field('orgname')} />
            <TextField label="GSTIN" maxLength={15} descriptiveText="15 characters, e.g. 27AAPFU0939F1ZV" {...field('gstin')} />
            <SelectField label="Industry" {...field('type')}>
              {BUSINESS_TYPES.map((industry) => (
                <option key={industry.id} value={industry.id}>
                  {industry.name}
                </option>
              ))}
            </SelectField>
          </>
        )}
        <Button type="submit" variation="primary" isLoading={busy} loadingText="Creating…">
          Create account
        </Button>
      </Flex>
    </form>
  );
}
