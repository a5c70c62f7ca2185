// The start and end dates of a ledger report: empty until chosen (the server's defaults then
// apply, and the fields show the dates it answered for).
import { Flex, TextField } from '@aws-amplify/ui-react';

export interface ReportDatesProps {
  start: string;
  end: string;
  onChange(dates: { start: string; end: string }): void;
}

export function ReportDates({ start, end, onChange }: ReportDatesProps) {
  return (
    <Flex gap="1rem" alignItems="flex-end" wrap="wrap">
      <TextField label="From" type="date" value={start} onChange={(event) => onChange({ start: event.target.value, end })} />
      <TextField label="To" type="date" value={end} onChange={(event) => onChange({ start, end: event.target.value })} />
    </Flex>
  );
}
