// The settings screen (spec part 2 §2 Settings): a sub-navigation and the chosen section. Every
// section but the password change works on the organisation's settings: a member without the
// permission to see them is offered the password alone, and one who may see them but not change
// them gets each section read-only (walk M4: the forms were editable and the save was refused).
import { Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import { useOrgPermission } from '../../../app/use-org-permission';
import { SETTINGS_SECTIONS, settingsSection, type SettingsSection } from '../routes';
import type { OrgSettings } from '../api/settings-api';
import { errorText } from '../hooks/use-org-write';
import { useOrgSettings } from '../hooks/use-org-settings';
import { AddressSection } from './address-section';
import { BankSection } from './bank-section';
import { CustomFieldsSection } from './custom-fields-section';
import { LogoSection } from './logo-section';
import { NumberingSection } from './numbering-section';
import { OrgDetailsForm } from './org-details-form';
import { PasswordSection } from './password-section';
import { RoundOffSection } from './round-off-section';
import { SettingsNav } from './settings-nav';
import { UsersSection } from './users-section';

const SETTINGS_READ_ONLY = 'You may view these settings but not change them.';

export function SettingsScreen({ route, orgId }: { route: string; orgId: string }) {
  // The shell opens this screen once the permissions are in (taxpayer.tsx), so false means refused.
  const maySee = useOrgPermission(orgId, 'settings.view');
  const section = maySee ? settingsSection(route) : 'password';
  const label = SETTINGS_SECTIONS.find((candidate) => candidate.slug === section)?.label;
  return (
    <Flex direction="column" gap="1rem">
      <Heading level={3}>Settings</Heading>
      <SettingsNav current={section} sections={maySee ? SETTINGS_SECTIONS : SETTINGS_SECTIONS.filter((candidate) => candidate.slug === 'password')} />
      <section aria-label={label} className="bahi-settings-section">
        {section === 'password' ? <PasswordSection /> : <OrgSection section={section} orgId={orgId} />}
      </section>
    </Flex>
  );
}

function OrgSection({ section, orgId }: { section: Exclude<SettingsSection, 'password'>; orgId: string }) {
  const { data, error } = useOrgSettings(orgId);
  const mayEdit = useOrgPermission(orgId, 'settings.edit');
  if (error) {
    return (
      <Text color="font.error" data-testid="settings-error">
        {errorText(error)}
      </Text>
    );
  }
  if (!data) return <Loader variation="linear" />;
  // A disabled fieldset disables every field inside it; its buttons (Save, Add, Edit, Delete: every
  // button of a section changes something) are hidden by bahi.css, so nothing is offered to refuse.
  return (
    <>
      {!mayEdit && <Text data-testid="settings-read-only">{SETTINGS_READ_ONLY}</Text>}
      <fieldset className="bahi-settings-fields" disabled={!mayEdit}>
        <SectionBody section={section} orgId={orgId} settings={data} />
      </fieldset>
    </>
  );
}

function SectionBody({ section, orgId, settings }: { section: Exclude<SettingsSection, 'password'>; orgId: string; settings: OrgSettings }) {
  const { organisation, users } = settings;
  // Forms that copy the stored values start afresh from each newly stored version.
  const version = organisation.version;
  switch (section) {
    case 'organisation':
      return <OrgDetailsForm key={version} orgId={orgId} organisation={organisation} />;
    case 'addresses':
      return <AddressSection orgId={orgId} addresses={organisation.addresses} />;
    case 'bank':
      return <BankSection orgId={orgId} banks={organisation.banks} />;
    case 'users':
      return <UsersSection orgId={orgId} users={users} />;
    case 'numbering':
      return <NumberingSection orgId={orgId} organisation={organisation} />;
    case 'custom-fields':
      return <CustomFieldsSection key={version} orgId={orgId} definitions={organisation.customfields} />;
    case 'round-off':
      return <RoundOffSection orgId={orgId} roundOff={organisation.roundoff_amount} />;
    case 'logo':
      return <LogoSection orgId={orgId} logoUrl={organisation.orglogo} />;
  }
}
