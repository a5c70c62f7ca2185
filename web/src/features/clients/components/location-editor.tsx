// Locations of a client (spec part 1 §3, §4): an entry area whose button reads "Add location" for
// a new row and "Update location" while a listed row is open in it, and the list with its primary
// choice.
import { Button, Flex, Grid, Heading, SelectField, TextField } from '@aws-amplify/ui-react';
import { stateByCode } from '@bahi/shared';
import type { FieldErrors } from '../../../app/form-validation';
import type { AddressDraft } from '../api/client-payload';
import type { RowListActions } from '../hooks/use-client-form';
import type { RowList } from '../hooks/row-list';
import { DraftRowsTable } from './draft-rows-table';
import { StateOptions } from '../../../app/state-options';

export interface LocationEditorProps {
  list: RowList<AddressDraft>;
  actions: RowListActions<AddressDraft>;
  entryErrors: FieldErrors;
  rowErrors: Record<number, string>;
  onPrimary(index: number): void;
}

export function LocationEditor({ list, actions, entryErrors, rowErrors, onPrimary }: LocationEditorProps) {
  const { entry } = list;
  const field = (name: Exclude<keyof AddressDraft, 'id' | 'isprimary'>) => ({
    value: entry[name],
    onChange: (event: { target: { value: string } }) => actions.setEntry({ [name]: event.target.value }),
    hasError: Boolean(entryErrors[name]),
    errorMessage: entryErrors[name],
  });
  return (
    <Flex direction="column" gap="0.75rem" as="section" aria-label="Locations">
      <Heading level={5}>Locations</Heading>
      <Grid templateColumns={{ base: '1fr', medium: '2fr 1fr 1fr' }} gap="0.75rem">
        <TextField label="Location address" autoComplete="off" {...field('locaddress')} />
        <TextField label="Location city" autoComplete="off" {...field('loccity')} />
        <SelectField label="Location state" placeholder="Choose state" {...field('locstate')}>
          <StateOptions />
        </SelectField>
        <TextField label="Pincode" inputMode="numeric" maxLength={6} autoComplete="off" {...field('locpincode')} />
        <TextField label="Location phone" inputMode="tel" autoComplete="off" {...field('locphone')} />
      </Grid>
      <Flex gap="0.5rem">
        <Button onClick={actions.commit}>{list.editing === null ? 'Add location' : 'Update location'}</Button>
        {list.editing !== null && <Button variation="link" onClick={actions.cancel}>Cancel edit</Button>}
      </Flex>
      <DraftRowsTable
        label="Client locations"
        noun="location"
        rows={list.rows}
        editing={list.editing}
        rowErrors={rowErrors}
        onEdit={actions.edit}
        onRemove={actions.remove}
        columns={[
          {
            header: 'Primary',
            value: (row, index) => (
              <input
                type="radio"
                name="primary-location"
                checked={row.isprimary === 1}
                onChange={() => onPrimary(index)}
                aria-label={`Primary location: ${row.locaddress}`}
              />
            ),
          },
          { header: 'Address', value: (row) => row.locaddress },
          { header: 'City', value: (row) => row.loccity },
          { header: 'State', value: (row) => stateByCode(row.locstate.padStart(2, '0'))?.name ?? row.locstate },
          { header: 'Pincode', value: (row) => row.locpincode },
          { header: 'Phone', value: (row) => row.locphone },
        ]}
      />
    </Flex>
  );
}
