// The fields of one organisation address (spec part 2 §3 Organisation address), shared by the
// addresses section and the onboarding prompt for the default address.
import { Grid, SelectField, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import type { FieldErrors } from '../../../app/form-validation';
import { StateOptions } from '../../../app/state-options';
import { useFieldErrors } from '../hooks/use-field-errors';

export interface AddressValues {
  address: string;
  city: string;
  state_id: string;
  pincode: string;
  phone: string;
}

export const BLANK_ADDRESS: AddressValues = { address: '', city: '', state_id: '', pincode: '', phone: '' };

export interface AddressFieldsProps {
  values: AddressValues;
  errors: FieldErrors;
  onChange(patch: Partial<AddressValues>): void;
}

/** An address form's values (from `initial`) and messages; `fields` goes to AddressFields (a change clears its field's message). */
export function useAddressForm(initial: Partial<AddressValues> = {}) {
  const [values, setValues] = useState<AddressValues>({ ...BLANK_ADDRESS, ...initial });
  const { errors, setErrors, clear } = useFieldErrors();
  const fields: AddressFieldsProps = {
    values,
    errors,
    onChange: (patch) => {
      setValues((current) => ({ ...current, ...patch }));
      clear(...Object.keys(patch));
    },
  };
  return { values, setValues, setErrors, fields };
}

export function AddressFields({ values, errors, onChange }: AddressFieldsProps) {
  const field = (name: keyof AddressValues) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => onChange({ [name]: event.target.value }),
    hasError: Boolean(errors[name]),
    errorMessage: errors[name],
  });
  return (
    <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr' }} gap="0.75rem">
      <TextField label="Address" autoComplete="street-address" {...field('address')} />
      <TextField label="City" autoComplete="address-level2" {...field('city')} />
      <SelectField label="State" placeholder="Choose state" {...field('state_id')}>
        <StateOptions />
      </SelectField>
      <TextField label="Pincode" inputMode="numeric" maxLength={6} autoComplete="postal-code" {...field('pincode')} />
      <TextField label="Phone" inputMode="tel" autoComplete="tel" {...field('phone')} />
    </Grid>
  );
}
