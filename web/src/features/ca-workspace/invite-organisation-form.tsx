// A CA invites a new organisation: its name, its owner's name and email, and its GSTIN. The
// owner is emailed a set-password link (never shown to the CA). Success shows 2 s, errors 5 s
// (spec part 1 §9).
import { Button, Flex, Heading, TextField } from '@aws-amplify/ui-react';
import { inviteOrganisationRequest } from '@bahi/shared';
import { useAlerts } from '../../app/alerts';
import { callApi } from '../../app/api-client';
import { useSchemaForm } from '../../app/use-schema-form';
import { INVITE_ERROR_MS, INVITE_SUCCESS_MS } from './timings';

const EMPTY = { orgname: '', username: '', email: '', gstin: '' };

export function InviteOrganisationForm({ onInvited }: { onInvited: () => void }) {
  const alerts = useAlerts();
  const form = useSchemaForm(inviteOrganisationRequest, EMPTY, {
    onSubmit: async (data) => {
      const result = await callApi('inviteOrganisation', { body: data });
      alerts.show('success', result.message, INVITE_SUCCESS_MS);
      form.setValues(EMPTY);
      onInvited();
    },
    onFailure: (message) => alerts.show('error', message, INVITE_ERROR_MS),
  });

  return (
    <form onSubmit={form.handleSubmit} noValidate aria-label="Invite an organisation">
      <Flex direction="column" gap="0.75rem">
        <Heading level={4}>Invite an organisation</Heading>
        <TextField label="Organisation name" {...form.field('orgname')} />
        <TextField label="Owner's name" {...form.field('username')} />
        <TextField label="Owner's email" type="email" {...form.field('email')} />
        <TextField label="GSTIN" maxLength={15} {...form.field('gstin')} />
        <Button type="submit" variation="primary" isLoading={form.busy} loadingText="Inviting…">
          Send invitation
        </Button>
      </Flex>
    </form>
  );
}
