// Organisation details (spec part 2 §3 Organisation, §5): name, GSTIN ('Please enter a valid
// number' unless 15 characters, then the GSTIN check), industry, turnover, scheme and inventory
// tracking; the letters of undertaking (LUT), one a year, its exports and SEZ supplies without IGST print. The
// form sends the version it loaded, so a save over someone else's newer one is refused.
import { Alert, Button, Card, Flex, Grid, Radio, RadioGroupField, SelectField, SwitchField, TextField } from '@aws-amplify/ui-react';
import { BUSINESS_TYPES, GSTIN_LENGTH, TURNOVER_BANDS, updateOrganisationRequest, type OrgDetails } from '@bahi/shared';
import { userOrgsChanged } from '../../access/use-user-orgs';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { validateForm } from '../../../app/form-validation';
import { useFieldErrors } from '../hooks/use-field-errors';
import { SCHEME_CHANGE_NOTICES } from '../scheme-notices';
import { useOrgWrite } from '../hooks/use-org-write';
import { LutList } from './lut-list';

const idOrNull = (value: string) => (value === '' ? null : Number(value));

export function OrgDetailsForm({ orgId, organisation }: { orgId: string; organisation: OrgDetails }) {
  const { write, busy } = useOrgWrite(orgId);
  const [values, setValues] = useState({
    org_name: organisation.org_name,
    gstin: organisation.gstin,
    business_id: organisation.business_id === null ? '' : String(organisation.business_id),
    turnover_id: organisation.turnover_id === null ? '' : String(organisation.turnover_id),
    schemetype: organisation.schemetype,
    inventory_tracking: organisation.features.includes('inventory_tracking'),
    luts: organisation.luts,
  });
  const { errors, setErrors, clear } = useFieldErrors();
  function set(patch: Partial<typeof values>) {
    setValues((current) => ({ ...current, ...patch }));
    clear(...Object.keys(patch).flatMap((name) => (name === 'luts' ? Object.keys(errors).filter((field) => field.startsWith('luts')) : [name])));
  }
  /** A typed field's value, change (through `typed`, such as upper-casing) and error. */
  const field = (name: 'org_name' | 'gstin' | 'business_id' | 'turnover_id', typed = (value: string) => value) => ({
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => set({ [name]: typed(event.target.value) }),
    hasError: Boolean(errors[name]),
    errorMessage: errors[name],
  });
  const upperCase = (value: string) => value.toUpperCase();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateForm(updateOrganisationRequest, {
      orgid: orgId,
      version: organisation.version,
      org_name: values.org_name,
      gstin: values.gstin,
      business_id: idOrNull(values.business_id),
      turnover_id: idOrNull(values.turnover_id),
      schemetype: values.schemetype,
      features: { inventory_tracking: values.inventory_tracking ? 1 : 0 },
      luts: values.luts,
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    const result = await write('updateOrganisation', checked.data);
    if (result.ok) await userOrgsChanged();
    else setErrors(result.fieldErrors);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Organisation details">
      <Card variation="outlined">
        <Flex direction="column" gap="1rem">
          <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr' }} gap="0.9rem">
            <TextField
              label="Organisation name"
              {...field('org_name')}
              autoComplete="organization"
            />
            <TextField
              label="GSTIN"
              {...field('gstin', upperCase)}
              maxLength={GSTIN_LENGTH}
              autoComplete="off"
              spellCheck={false}
            />
            <SelectField
              label="Business type"
              placeholder="Choose business type"
              {...field('business_id')}
            >
              {BUSINESS_TYPES.map((type) => (
                <option key={type.id} value={type.id}>
                  {type.name}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="Annual turnover"
              placeholder="Choose turnover"
              {...field('turnover_id')}
            >
              {TURNOVER_BANDS.map((band) => (
                <option key={band.id} value={band.id}>
                  {band.name}
                </option>
              ))}
            </SelectField>
            <RadioGroupField
              legend="Scheme"
              name="org-schemetype"
              direction="row"
              value={values.schemetype}
              onChange={(event) => set({ schemetype: event.target.value as OrgDetails['schemetype'] })}
              hasError={Boolean(errors.schemetype)}
              errorMessage={errors.schemetype}
            >
              <Radio value="regular">Regular</Radio>
              <Radio value="composite">Composite</Radio>
            </RadioGroupField>
            {values.schemetype !== organisation.schemetype && (
              <Alert variation="info" role="status">
                {SCHEME_CHANGE_NOTICES[values.schemetype]}
              </Alert>
            )}
            <SwitchField
              label="Inventory tracking"
              labelPosition="end"
              isChecked={values.inventory_tracking}
              onChange={(event) => set({ inventory_tracking: event.target.checked })}
            />
          </Grid>
          <LutList luts={values.luts} errors={errors} onChange={(luts) => set({ luts })} />
          <Flex>
            <Button type="submit" variation="primary" isLoading={busy} loadingText="Saving…">
              Save details
            </Button>
          </Flex>
        </Flex>
      </Card>
    </form>
  );
}
