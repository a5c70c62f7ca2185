// The CA's requests still waiting for an answer, on the dashboard.
import { Card, Heading, Table, TableBody, TableCell, TableHead, TableRow, Text } from '@aws-amplify/ui-react';
import { formatDisplayDate } from '@bahi/shared';
import { useMyAccessRequests } from './use-access-requests';

export function PendingRequests() {
  const { data: requests } = useMyAccessRequests();
  if (!requests || requests.length === 0) return null;
  return (
    <Card variation="outlined">
      <Heading level={4}>Waiting for an answer</Heading>
      <Table size="small" aria-label="Requests waiting for an answer">
        <TableHead>
          <TableRow>
            <TableCell as="th">Organisation</TableCell>
            <TableCell as="th">GSTIN</TableCell>
            <TableCell as="th">Asked on</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {requests.map((request) => (
            <TableRow key={request.orgId}>
              <TableCell>{request.orgName}</TableCell>
              <TableCell>{request.gstin}</TableCell>
              <TableCell>{formatDisplayDate(new Date(request.requestedAt))}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Text color="font.secondary">The organisation's owner accepts or declines from their working page.</Text>
    </Card>
  );
}
