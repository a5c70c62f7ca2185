// The organisation's letters of undertaking (GST RFD-11), one a financial year: the year it is for
// (usually filed in the March before), its ARN and the date it was filed. An export or SEZ supply
// without IGST prints the LUT of its own year.
import { Button, Flex, SelectField, Text, TextField } from '@aws-amplify/ui-react';
import { financialYearOf, financialYearStarting, shortFinancialYear, type LutView } from '@bahi/shared';
import type { FieldErrors } from '../../../app/form-validation';

/** The years offered: next year (its LUT is filed in March) back to five years ago, and any already kept. */
function yearsOffered(luts: LutView[]): string[] {
  const next = financialYearOf(new Date()).startYear + 1;
  const recent = Array.from({ length: 7 }, (_, back) => shortFinancialYear(financialYearStarting(next - back)));
  return [...new Set([...recent, ...luts.map((lut) => lut.fy)])].sort().reverse();
}

export function LutList({ luts, errors, onChange }: { luts: LutView[]; errors: FieldErrors; onChange: (luts: LutView[]) => void }) {
  const years = yearsOffered(luts);
  const change = (index: number, patch: Partial<LutView>) => onChange(luts.map((lut, at) => (at === index ? { ...lut, ...patch } : lut)));
  const add = () => onChange([...luts, { fy: years.find((year) => !luts.some((lut) => lut.fy === year)) ?? years[0] ?? '', arn: '', date: '' }]);
  return (
    <Flex direction="column" gap="0.5rem" role="group" aria-label="Letters of undertaking">
      <Text fontWeight="bold">Letters of undertaking (LUT)</Text>
      <Text fontSize="small">One for each financial year, printed on that year&apos;s exports and SEZ supplies without IGST.</Text>
      {luts.map((lut, index) => {
        const error = (field: keyof LutView) => ({ hasError: Boolean(errors[`luts.${index}.${field}`]), errorMessage: errors[`luts.${index}.${field}`] });
        return (
          <Flex key={index} role="group" aria-label={`LUT ${index + 1}`} alignItems="flex-start" wrap="wrap" gap="0.5rem">
            <SelectField label="LUT for the year" value={lut.fy} onChange={(event) => change(index, { fy: event.target.value })} {...error('fy')}>
              {years.map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </SelectField>
            <TextField
              label="LUT ARN"
              value={lut.arn}
              onChange={(event) => change(index, { arn: event.target.value.toUpperCase() })}
              maxLength={15}
              autoComplete="off"
              spellCheck={false}
              {...error('arn')}
            />
            <TextField label="LUT date" descriptiveText="The date it was filed" type="date" value={lut.date} onChange={(event) => change(index, { date: event.target.value })} {...error('date')} />
            <Button size="small" variation="link" alignSelf="center" onClick={() => onChange(luts.filter((_, at) => at !== index))}>
              Remove LUT
            </Button>
          </Flex>
        );
      })}
      <Flex>
        <Button size="small" onClick={add}>
          Add LUT
        </Button>
      </Flex>
    </Flex>
  );
}
