// The organisation's custom fields on the item form (spec part 2 §3 Custom field, §5): a list is
// a select, a radio button field one choice of its values, a checkbox field any of its values
// (kept as one comma-separated text, in the definition's order); other types are typed in.
import { CheckboxField, Fieldset, RadioGroupField, Radio, SelectField, Text, TextField } from '@aws-amplify/ui-react';
import type { CustomFieldDefinition } from '@bahi/shared';
import type { FieldErrors } from '../../../app/form-validation';
import { customFieldErrorKey } from '../api/item-payload';

const CHECKED_SEPARATOR = ', ';

export interface CustomFieldInputsProps {
  fields: readonly CustomFieldDefinition[];
  values: Record<string, string>;
  errors: FieldErrors;
  onChange(fieldId: string, value: string): void;
}

export function CustomFieldInputs({ fields, values, errors, onChange }: CustomFieldInputsProps) {
  return fields.map((field) => (
    <CustomFieldInput key={field.id} field={field} value={values[field.id] ?? ''} error={errors[customFieldErrorKey(field.id)]} onChange={(value) => onChange(field.id, value)} />
  ));
}

interface CustomFieldInputProps {
  field: CustomFieldDefinition;
  value: string;
  error: string | undefined;
  onChange(value: string): void;
}

function CustomFieldInput({ field, value, error, onChange }: CustomFieldInputProps) {
  const shared = { hasError: Boolean(error), errorMessage: error };
  switch (field.field_type) {
    case 'list':
      return (
        <SelectField label={field.name} placeholder="Choose" value={value} onChange={(event) => onChange(event.target.value)} {...shared}>
          {field.field_value.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </SelectField>
      );
    case 'radiobutton':
      return (
        <RadioGroupField legend={field.name} name={`custom-${field.id}`} direction="row" value={value} onChange={(event) => onChange(event.target.value)} {...shared}>
          {field.field_value.map((choice) => (
            <Radio key={choice} value={choice}>
              {choice}
            </Radio>
          ))}
        </RadioGroupField>
      );
    case 'checkbox': {
      const checked = new Set(value.split(CHECKED_SEPARATOR).filter((choice) => choice !== ''));
      const toggle = (choice: string, on: boolean) => {
        if (on) checked.add(choice);
        else checked.delete(choice);
        onChange(field.field_value.filter((each) => checked.has(each)).join(CHECKED_SEPARATOR));
      };
      return (
        <Fieldset legend={field.name} direction="row" gap="1rem" variation="plain">
          {field.field_value.map((choice) => (
            <CheckboxField key={choice} label={choice} name={`custom-${field.id}`} value={choice} checked={checked.has(choice)} onChange={(event) => toggle(choice, event.target.checked)} />
          ))}
          {error && <Text color="font.error">{error}</Text>}
        </Fieldset>
      );
    }
    default:
      return (
        <TextField
          label={field.name}
          type={field.field_type === 'date' ? 'date' : 'text'}
          inputMode={field.field_type === 'number' ? 'decimal' : undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...shared}
        />
      );
  }
}
