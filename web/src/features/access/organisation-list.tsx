// A table of organisations with an Open button each: the switch page and the CA dashboard.
import { Button, Table, TableBody, TableCell, TableHead, TableRow } from '@aws-amplify/ui-react';
import { stateByCode, type OrgSummary } from '@bahi/shared';
import { openOrganisation } from './open-organisation';

const ROLE_LABELS: Record<OrgSummary['role'], string> = { owner: 'Owner', member: 'Member', ca: 'CA access' };

export function OrganisationList({ orgs }: { orgs: OrgSummary[] }) {
  return (
    <Table highlightOnHover variation="striped" aria-label="Organisations">
      <TableHead>
        <TableRow>
          <TableCell as="th">Organisation</TableCell>
          <TableCell as="th">GSTIN</TableCell>
          <TableCell as="th">State</TableCell>
          <TableCell as="th">Access</TableCell>
          <TableCell as="th" />
        </TableRow>
      </TableHead>
      <TableBody>
        {orgs.map((org) => (
          <TableRow key={org.id}>
            <TableCell>{org.name}</TableCell>
            <TableCell>{org.gstin}</TableCell>
            <TableCell>{stateByCode(org.statecode)?.name ?? org.statecode}</TableCell>
            <TableCell>{ROLE_LABELS[org.role]}</TableCell>
            <TableCell>
              <Button size="small" onClick={() => openOrganisation(org.id)} aria-label={`Open ${org.name}`}>
                Open
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
