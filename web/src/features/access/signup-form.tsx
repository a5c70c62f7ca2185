import { Alert, Button, Flex, PasswordField, Radio, RadioGroupField, SelectField, TextField } from '@aws-amplify/ui-react';
import { BUSINESS_TYPES, signupRequest } from '@bahi/shared';
import { callApi } from '../../app/api-client';
import { useSchemaForm } from '../../app/use-schema-form';
import { signIn } from './sign-in';

const EMPTY = { usertype: 'orguser', username: '', email: '', password: '', orgname: '', gstin: '', type: '1' };

/** Sign-up: an organisation (its owner's account and the business) or a CA's own account. */
export function SignupForm() {
  const form = useSchemaForm(signupRequest, EMPTY, {
    // A CA signs up without an organisation.
    toInput: ({ orgname, gstin, type, ...person }) => (person.usertype === 'orguser' ? { ...person, orgname, gstin, type } : person),
    onSubmit: async (data) => {
      await callApi('signup', { body: data });
      location.assign(await signIn(data.email, data.password));
    },
  });
  const isBusiness = form.values.usertype === 'orguser';

  return (
    <form onSubmit={form.handleSubmit} noValidate aria-label="Create an account">
      <Flex direction="column" gap="1rem">
        {form.failure && (
          <Alert variation="error" role="alert">
            {form.failure}
          </Alert>
        )}
        <RadioGroupField legend="I am" direction="row" {...form.field('usertype')}>
          <Radio value="orguser">A business</Radio>
          <Radio value="CA">A chartered accountant</Radio>
        </RadioGroupField>
        <TextField label="Your name" autoComplete="name" {...form.field('username')} />
        <TextField label="Email" type="email" autoComplete="username" {...form.field('email')} />
        <PasswordField label="Password" autoComplete="new-password" descriptiveText="At least 8 characters" {...form.field('password')} />
        {isBusiness && (
          <>
            <TextField label="Organisation name" {...form.field('orgname')} />
            <TextField label="GSTIN" maxLength={15} descriptiveText="15 characters, e.g. 27AAPFU0939F1ZV" {...form.field('gstin')} />
            <SelectField label="Industry" {...form.field('type')}>
              {BUSINESS_TYPES.map((industry) => (
                <option key={industry.id} value={industry.id}>
                  {industry.name}
                </option>
              ))}
            </SelectField>
          </>
        )}
        <Button type="submit" variation="primary" isLoading={form.busy} loadingText="Creating…">
          Create account
        </Button>
      </Flex>
    </form>
  );
}
