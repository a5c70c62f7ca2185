// Onboarding (spec part 2 §2 Settings): while the organisation has no address, the working
// page's home asks for its default address, and a modal takes it and saves it as the primary one.
// Only users who may change the settings are asked. The modal opens from the home's notice rather
// than by itself: a modal over a fresh organisation's home would stop every first step there
// (the side navigation, answering a CA's access request) until the address is given.
import { Button, Card, Flex, Text } from '@aws-amplify/ui-react';
import { Suspense, useState } from 'react';
import { lazyComponent } from '../../../app/lazy-component';
import { useOrgPermission } from '../../../app/use-org-permission';
import { useOrgSettings } from '../hooks/use-org-settings';
import { DEFAULT_ADDRESS_WHY } from './default-address-why';

// The form (with the schemas that check it) loads when the notice's button is pressed: the
// notice is on the working page's home, which should not wait for it.
const DefaultAddressDialog = lazyComponent(() => import('./default-address-dialog'), (module) => module.DefaultAddressDialog);

export function DefaultAddressPrompt({ orgId }: { orgId: string }) {
  // Only a user who may change the settings reads them here (a member without: no refused read on every page).
  const mayEdit = useOrgPermission(orgId, 'settings.edit');
  const { data } = useOrgSettings(mayEdit ? orgId : null);
  const [open, setOpen] = useState(false);
  if (!data || data.organisation.addresses.length > 0) return null;
  return (
    <Card variation="outlined" className="bahi-notice" data-testid="default-address-notice">
      <Flex alignItems="center" justifyContent="space-between" gap="1rem" wrap="wrap">
        <Text>
          <strong>Your organisation has no address yet.</strong> {DEFAULT_ADDRESS_WHY}
        </Text>
        <Button variation="primary" onClick={() => setOpen(true)}>
          Add default address
        </Button>
      </Flex>
      {/* Once saved the organisation has an address, and the notice and its modal go. */}
      {open && (
        <Suspense>
          <DefaultAddressDialog orgId={orgId} stateCode={data.organisation.statecode} onCancel={() => setOpen(false)} />
        </Suspense>
      )}
    </Card>
  );
}
