// Custom field definitions (spec part 2 §3 Custom field, §5): a name and a type each; the values
// box shows only for list, checkbox and radio button fields. Rows are edited here and saved
// together: new rows are added, changed rows updated, removed rows deleted.
import { Button, Card, Flex, Grid, Heading, SelectField, Text, TextField } from '@aws-amplify/ui-react';
import { CHOICE_FIELD_TYPES, CUSTOM_FIELD_TYPES, customFieldsRequest, type CustomFieldDefinition, type CustomFieldType } from '@bahi/shared';
import { useState, type FormEvent } from 'react';
import { validateForm } from '../../../app/form-validation';
import { useFieldErrors } from '../hooks/use-field-errors';
import { useOrgWrite } from '../hooks/use-org-write';

interface FieldRow {
  /** Absent on a row added here and not saved yet. */
  id?: string;
  name: string;
  field_type: CustomFieldType;
  /** The choices, comma-separated as typed. */
  values: string;
}

const TYPE_LABELS: Record<CustomFieldType, string> = {
  list: 'List',
  checkbox: 'Checkbox',
  radiobutton: 'Radio button',
  text: 'Text',
  number: 'Number',
  date: 'Date',
};

const hasChoices = (type: CustomFieldType) => CHOICE_FIELD_TYPES.includes(type);

const rowOf = (definition: CustomFieldDefinition): FieldRow => ({
  id: definition.id,
  name: definition.name,
  field_type: definition.field_type,
  values: definition.field_value.join(', '),
});

export function CustomFieldsSection({ orgId, definitions }: { orgId: string; definitions: CustomFieldDefinition[] }) {
  const { write, busy } = useOrgWrite(orgId);
  const [rows, setRows] = useState(() => definitions.map(rowOf));
  const [removed, setRemoved] = useState<string[]>([]);
  const { errors, setErrors, clear } = useFieldErrors();
  function change(index: number, patch: Partial<FieldRow>) {
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...patch } : row)));
    // A change of type can make or unmake the need for values.
    clear(`customfields.${index}.name`, `customfields.${index}.field_value`);
  }

  function remove(index: number) {
    const id = rows[index]?.id;
    if (id) setRemoved((current) => [...current, id]);
    setRows((current) => current.filter((_, at) => at !== index));
    setErrors({});
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateForm(customFieldsRequest, {
      orgid: orgId,
      deletefields: removed,
      customfields: rows.map((row) => ({
        ...(row.id ? { id: row.id } : {}),
        name: row.name,
        field_type: row.field_type,
        // Values typed for a choice type and then left behind by a change of type are not sent.
        field_value: hasChoices(row.field_type) ? row.values : [],
      })),
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    const result = await write('saveCustomFields', checked.data);
    if (!result.ok) setErrors(result.fieldErrors);
  }

  const errorOf = (index: number, name: string) => errors[`customfields.${index}.${name}`];
  return (
    <form onSubmit={submit} noValidate aria-label="Custom fields">
      <Card variation="outlined">
        <Flex direction="column" gap="0.75rem">
          <Heading level={5}>Custom fields</Heading>
          {rows.length === 0 && <Text>No custom fields yet.</Text>}
          {rows.map((row, index) => (
            <Grid key={row.id ?? `new-${index}`} templateColumns={{ base: '1fr', medium: '2fr 1fr 3fr auto' }} gap="0.75rem" alignItems="start" data-testid="custom-field-row">
              <TextField
                label="Field name"
                value={row.name}
                onChange={(event) => change(index, { name: event.target.value })}
                hasError={Boolean(errorOf(index, 'name'))}
                errorMessage={errorOf(index, 'name')}
              />
              <SelectField label="Type" value={row.field_type} onChange={(event) => change(index, { field_type: event.target.value as CustomFieldType })}>
                {CUSTOM_FIELD_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {TYPE_LABELS[type]}
                  </option>
                ))}
              </SelectField>
              {hasChoices(row.field_type) ? (
                <TextField
                  label="Values (comma-separated)"
                  value={row.values}
                  onChange={(event) => change(index, { values: event.target.value })}
                  hasError={Boolean(errorOf(index, 'field_value'))}
                  errorMessage={errorOf(index, 'field_value')}
                />
              ) : (
                <span />
              )}
              <Button className="bahi-beside-field" colorTheme="error" onClick={() => remove(index)} aria-label={`Remove field ${row.name || index + 1}`}>
                Remove
              </Button>
            </Grid>
          ))}
          {errors.customfields && <Text color="font.error">{errors.customfields}</Text>}
          <Flex gap="0.5rem">
            <Button onClick={() => setRows((current) => [...current, { name: '', field_type: 'text', values: '' }])}>Add field</Button>
            <Button type="submit" variation="primary" isLoading={busy} loadingText="Saving…">
              Save custom fields
            </Button>
          </Flex>
        </Flex>
      </Card>
    </form>
  );
}
