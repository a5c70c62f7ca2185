// Packing, insurance and freight charges, each an amount (rupees) or a percent of the sub total,
// and whether they are taxed (additional_charges: at the highest line rate) where the kind leaves
// it to the form.
import { CheckboxField, Grid, SelectField, TextField } from '@aws-amplify/ui-react';
import type { FieldErrors } from '../../../../app/form-validation';
import { CHARGE_NAMES, type AmountMode, type ChargeName, type ChargeState, type DocumentFormState } from '../form-state';

const LABELS: Record<ChargeName, string> = { packing: 'Packing charges', insurance: 'Insurance charges', freight: 'Freight charges' };

interface ChargesFieldsProps {
  state: DocumentFormState;
  errors: FieldErrors;
  update(patch: Partial<DocumentFormState>): void;
  /** Whether to ask if the charges are taxed: not where the kind always taxes them (composite purchase) or charges no tax (bill of supply). */
  asksTaxed: boolean;
}

export function ChargesFields({ state, errors, update, asksTaxed }: ChargesFieldsProps) {
  const setCharge = (name: ChargeName, patch: Partial<ChargeState>) =>
    update({ charges: { ...state.charges, [name]: { ...state.charges[name], ...patch } } });
  return (
    <>
      {CHARGE_NAMES.map((name) => {
        const charge = state.charges[name];
        const error = errors[charge.mode === 'amount' ? `${name}Charge` : `${name}ChargeRate`];
        return (
          <Grid key={name} templateColumns="2fr 1fr" gap="0.5rem" alignItems="start">
            <TextField
              label={LABELS[name]}
              inputMode="decimal"
              autoComplete="off"
              placeholder={charge.mode === 'amount' ? '0.00' : '0'}
              value={charge.value}
              onChange={(event) => setCharge(name, { value: event.target.value })}
              hasError={Boolean(error)}
              errorMessage={error}
            />
            <SelectField label={`${LABELS[name]} in`} value={charge.mode} onChange={(event) => setCharge(name, { mode: event.target.value as AmountMode })}>
              <option value="amount">₹</option>
              <option value="percent">%</option>
            </SelectField>
          </Grid>
        );
      })}
      {asksTaxed && (
        <CheckboxField
          label="Charges taxed (at the highest item rate)"
          name="additional_charges"
          checked={state.chargesTaxed}
          onChange={(event) => update({ chargesTaxed: event.target.checked })}
        />
      )}
    </>
  );
}
