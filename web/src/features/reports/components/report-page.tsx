// What every report screen shares: its title, a link back to the hub, the date range controls
// (blank: the report's default, filled from the answer) and the loading and error states.
import { Button, Flex, Heading, Link, Loader, Text, TextField } from '@aws-amplify/ui-react';
import { DEFAULT_REPORT_START } from '@bahi/shared';
import type { ReactNode } from 'react';
import type { PeriodAsked } from '../api/reports-api';
import { REPORTS_ROUTE } from '../routes';

export interface ReportPageProps {
  title: string;
  description: string;
  asked: PeriodAsked;
  onAsk(period: PeriodAsked): void;
  /** The period the answer covers (the defaults filled in); undefined while loading. */
  answered?: { startdate: string; enddate: string };
  error?: unknown;
  loading: boolean;
  /** Filters beside the dates (the state of income by customer). */
  filters?: ReactNode;
  children?: ReactNode;
}

export function ReportPage({ title, description, asked, onAsk, answered, error, loading, filters, children }: ReportPageProps) {
  const start = asked.startdate || answered?.startdate || '';
  const end = asked.enddate || answered?.enddate || '';
  return (
    <Flex direction="column" gap="1rem">
      <Link href={`#${REPORTS_ROUTE}`}>← All reports</Link>
      <Heading level={3}>{title}</Heading>
      <Text color="font.secondary">{description}</Text>
      <Flex alignItems="flex-end" gap="1rem" wrap="wrap" role="group" aria-label="Period">
        <TextField label="From" type="date" size="small" min={DEFAULT_REPORT_START} value={start} onChange={(event) => onAsk({ ...asked, startdate: event.target.value })} />
        <TextField label="To" type="date" size="small" min={DEFAULT_REPORT_START} value={end} onChange={(event) => onAsk({ ...asked, enddate: event.target.value })} />
        {filters}
        {(asked.startdate !== '' || asked.enddate !== '') && (
          <Button size="small" variation="link" onClick={() => onAsk({ startdate: '', enddate: '' })}>
            Default period
          </Button>
        )}
      </Flex>
      {error !== undefined && error !== null && (
        <Text color="font.error" role="alert">
          {error instanceof Error ? error.message : String(error)}
        </Text>
      )}
      {loading && <Loader variation="linear" />}
      {children}
    </Flex>
  );
}
