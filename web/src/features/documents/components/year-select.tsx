// The financial-year selector above a list (spec part 1 §2: B2B opens on 2024-2025, B2C on
// 2023-2024; the server sends the years to offer and the one it listed), shown as 'FY 2024-25'.
import { SelectField } from '@aws-amplify/ui-react';
import { yearLabel } from '../api/years';

export interface YearSelectProps {
  /** The wire's labels ('2024-2025'), newest first. */
  years: readonly string[];
  value: string;
  onChange(year: string): void;
}

export function YearSelect({ years, value, onChange }: YearSelectProps) {
  return (
    <SelectField label="Financial year" size="small" value={value} onChange={(event) => onChange(event.target.value)}>
      {years.map((year) => (
        <option key={year} value={year}>
          {yearLabel(year)}
        </option>
      ))}
    </SelectField>
  );
}
