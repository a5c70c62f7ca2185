// Contacts of a client (spec part 1 §3, §4): the same entry-area-and-list pattern as locations.
import { Button, Flex, Grid, Heading, TextField } from '@aws-amplify/ui-react';
import type { FieldErrors } from '../../../app/form-validation';
import { isBlankRow, type ContactDraft } from '../api/client-payload';
import type { RowListActions } from '../hooks/use-client-form';
import type { RowList } from '../hooks/row-list';
import { DraftRowsTable } from './draft-rows-table';

export interface ContactEditorProps {
  list: RowList<ContactDraft>;
  actions: RowListActions<ContactDraft>;
  entryErrors: FieldErrors;
  rowErrors: Record<number, string>;
}

export function ContactEditor({ list, actions, entryErrors, rowErrors }: ContactEditorProps) {
  const { entry } = list;
  const field = (name: Exclude<keyof ContactDraft, 'id'>) => ({
    value: entry[name],
    onChange: (event: { target: { value: string } }) => actions.setEntry({ [name]: event.target.value }),
    hasError: Boolean(entryErrors[name]),
    errorMessage: entryErrors[name],
    autoComplete: 'off',
  });
  return (
    <Flex direction="column" gap="0.75rem" as="section" aria-label="Contacts">
      <Heading level={5}>Contacts</Heading>
      <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr' }} gap="0.75rem">
        <TextField label="Contact name" {...field('contactname')} />
        <TextField label="Contact email" type="email" {...field('contactemail')} />
        <TextField label="Mobile 1" inputMode="tel" {...field('mobile1')} />
        <TextField label="Mobile 2" inputMode="tel" {...field('mobile2')} />
      </Grid>
      <Flex gap="0.5rem">
        {/* An empty contact says nothing, so there is nothing to add until something is typed. */}
        <Button onClick={actions.commit} isDisabled={list.editing === null && isBlankRow(entry)}>
          {list.editing === null ? 'Add contact' : 'Update contact'}
        </Button>
        {list.editing !== null && <Button variation="link" onClick={actions.cancel}>Cancel edit</Button>}
      </Flex>
      <DraftRowsTable
        label="Client contacts"
        noun="contact"
        rows={list.rows}
        editing={list.editing}
        rowErrors={rowErrors}
        onEdit={actions.edit}
        onRemove={actions.remove}
        columns={[
          { header: 'Name', value: (row) => row.contactname },
          { header: 'Email', value: (row) => row.contactemail },
          { header: 'Mobile 1', value: (row) => row.mobile1 },
          { header: 'Mobile 2', value: (row) => row.mobile2 },
        ]}
      />
    </Flex>
  );
}
