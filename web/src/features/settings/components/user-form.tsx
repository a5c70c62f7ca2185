// Invite a user into the organisation, or change an invited user's name, phone and permissions
// (spec part 2 §3 Invited user, §6: the email is read-only on edit). The invitee hears of the
// invitation themselves (a new user by email); the server's refusal ('User is already
// available.') shows in red.
import { Button, Card, Flex, Grid, Heading, Text, TextField } from '@aws-amplify/ui-react';
import { editInviteeRequest, inviteUserRequest, type OrgUser } from '@bahi/shared';
import { useState, type FormEvent } from 'react';
import { useAlerts } from '../../../app/alerts';
import { validateForm } from '../../../app/form-validation';
import { editInvitee, inviteUser } from '../api/settings-api';
import { useFieldErrors } from '../hooks/use-field-errors';
import { errorText, fieldErrorsOf } from '../hooks/use-org-write';
import { reloadOrgSettings } from '../hooks/use-org-settings';
import { PermissionChecklist } from './permission-checklist';

export interface UserFormProps {
  orgId: string;
  /** The invited user being edited; null to invite someone. */
  editing: OrgUser | null;
  onDone(): void;
}

export function UserForm({ orgId, editing, onDone }: UserFormProps) {
  const alerts = useAlerts();
  const [values, setValues] = useState({
    email: editing?.email ?? '',
    fullname: editing?.fullname ?? '',
    phone: editing?.phone ?? '',
    permissions: editing?.permissions ?? [],
  });
  const { errors, setErrors, clear } = useFieldErrors();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = (name: 'email' | 'fullname' | 'phone') => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      clear(name);
    },
    hasError: Boolean(errors[name]),
    errorMessage: errors[name],
  });

  async function save() {
    if (editing) {
      const checked = validateForm(editInviteeRequest, { ...values, orgId, user_id: editing.user_id });
      if (!checked.ok) return setErrors(checked.errors);
      return (await editInvitee(checked.data)).message;
    }
    const checked = validateForm(inviteUserRequest, { ...values, orgId });
    if (!checked.ok) return setErrors(checked.errors);
    return (await inviteUser(checked.data)).message;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setErrors({});
    setRefusal(null);
    try {
      const message = await save();
      if (message === undefined) return;
      alerts.show('success', message);
      await reloadOrgSettings(orgId);
      if (editing) onDone();
      else setValues({ email: '', fullname: '', phone: '', permissions: [] });
    } catch (error) {
      // A field's refusal shows beside it; any other (e.g. 'User is already available.') below the form.
      const fieldErrors = fieldErrorsOf(error);
      setErrors(fieldErrors);
      setRefusal(Object.keys(fieldErrors).length > 0 ? null : errorText(error));
    } finally {
      setBusy(false);
    }
  }

  const title = editing ? `Edit ${editing.fullname || editing.email}` : 'Invite a user';
  return (
    <form onSubmit={submit} noValidate aria-label={editing ? 'Edit user' : 'Invite a user'}>
      <Card variation="outlined">
        <Flex direction="column" gap="0.75rem">
          <Heading level={5}>{title}</Heading>
          <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr 1fr' }} gap="0.75rem">
            <TextField label="Email" type="email" autoComplete="off" isReadOnly={editing !== null} {...field('email')} />
            <TextField label="Full name" autoComplete="off" {...field('fullname')} />
            <TextField label="Phone" inputMode="tel" autoComplete="off" {...field('phone')} />
          </Grid>
          <Text fontWeight={600}>Permissions</Text>
          <PermissionChecklist selected={values.permissions} 
            onChange={(permissions) => {
              setValues((current) => ({ ...current, permissions }));
              clear('permissions');
            }}
          />
          {errors.permissions && <Text color="font.error">{errors.permissions}</Text>}
          {refusal && (
            <Text color="font.error" data-testid="user-form-error">
              {refusal}
            </Text>
          )}
          <Flex gap="0.5rem">
            <Button type="submit" variation="primary" isLoading={busy} loadingText="Saving…">
              {editing ? 'Save permissions' : 'Invite user'}
            </Button>
            {editing && (
              <Button variation="link" onClick={onDone}>
                Cancel edit
              </Button>
            )}
          </Flex>
        </Flex>
      </Card>
    </form>
  );
}
