// The start and end dates of a ledger report: empty until chosen (the server's defaults then
// apply, and the fields show the dates it answered for). A date moved past the other takes the
// other along, so a period never reads backwards (the spec's general ledger opens on July 2017:
// moving only its start to this year would otherwise be refused).
import { Flex, TextField } from '@aws-amplify/ui-react';
import { inOrder } from '../api/period-order';

export interface ReportDatesProps {
  start: string;
  end: string;
  onChange(dates: { start: string; end: string }): void;
}

export function ReportDates({ start, end, onChange }: ReportDatesProps) {
  return (
    <Flex gap="1rem" alignItems="flex-end" wrap="wrap">
      <TextField label="From" type="date" value={start} onChange={(event) => onChange(inOrder(event.target.value, end, 'start'))} />
      <TextField label="To" type="date" value={end} onChange={(event) => onChange(inOrder(start, event.target.value, 'end'))} />
    </Flex>
  );
}
