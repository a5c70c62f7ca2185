import { Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { stateByCode, type OrgSummary } from '@bahi/shared';
import { MembershipInvitationsPanel } from '../access/membership-invitations-panel';
import { AccessRequestsPanel } from '../ca-workspace/access-requests-panel';
import { BusinessCharts } from '../reports/components/business-charts';
import { DefaultAddressPrompt } from '../settings/components/default-address-prompt';
import { useOrgPermission } from '../../app/use-org-permission';

export function OrgHome({ org }: { org: OrgSummary }) {
  const seesReports = useOrgPermission(org.id, 'reports.view');
  return (
    <Flex direction="column" gap="1rem">
      <Card variation="outlined">
        <Flex direction="column" gap="0.5rem">
          <Heading level={3} data-testid="org-home-title">
            {org.name}
          </Heading>
          <Text>GSTIN {org.gstin}</Text>
          <Text>State: {stateByCode(org.statecode)?.name ?? org.statecode}</Text>
          {/* Where no charts follow (a member without reports), what to do next; above the charts it read as a placeholder (walk 39 L12). */}
          {!seesReports && <Text color="font.secondary">Choose a screen from the side navigation.</Text>}
        </Flex>
      </Card>
      <MembershipInvitationsPanel />
      {org.role === 'owner' && <AccessRequestsPanel orgId={org.id} />}
      <DefaultAddressPrompt orgId={org.id} />
      {seesReports && <BusinessCharts orgId={org.id} />}
    </Flex>
  );
}
