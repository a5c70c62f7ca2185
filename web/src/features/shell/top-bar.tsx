// The bar across every signed-in page: the brand, the organisation in use, what a page adds at the
// end (the working page: the notifications link), and the settings menu (switch organisation,
// dashboard for a CA, sign out).
import { Flex, Menu, MenuButton, MenuItem, Text } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { session } from '../../app/session';
import { signOut } from '../access/sign-in';

export function TopBar({ title, children, end, canSwitch }: { title?: string; children?: ReactNode; end?: ReactNode; canSwitch?: boolean }) {
  const isCa = session.get('userType') === 'CA';
  return (
    <header className="bahi-topbar">
      <Flex alignItems="center" gap="0.75rem">
        {children}
        <img src="/logo.svg" alt="" width={28} height={28} />
        <Text as="span" color="white" fontWeight="bold">
          Bahi
        </Text>
        {title && (
          <Text as="span" color="white" data-testid="current-org">
            {title}
          </Text>
        )}
      </Flex>
      <Flex alignItems="center" gap="0.75rem">
        {end}
        <Menu trigger={<MenuButton size="small" className="bahi-topbar-button" aria-label="Settings menu">Settings ▾</MenuButton>}>
        {isCa && <MenuItem onClick={() => location.assign('/dashboard.html')}>CA dashboard</MenuItem>}
        {canSwitch && <MenuItem onClick={() => location.assign('/switch.html')}>Switch organisation</MenuItem>}
        <MenuItem onClick={() => void signOut()}>Log out</MenuItem>
        </Menu>
      </Flex>
    </header>
  );
}
