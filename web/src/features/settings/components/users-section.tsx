// The organisation's users (spec part 2 §2, §3 Invited user, §6): who they are and what they may
// do, the invite/edit form, and removal after a confirmation. The owner is never editable; only
// the owner may remove a CA (the server says so when someone else tries).
import { Button, Flex, Table, TableBody, TableCell, TableHead, TableRow } from '@aws-amplify/ui-react';
import { PERMISSIONS, type OrgUser } from '@bahi/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../../../app/confirm-dialog';
import { useConfirmedRemoval } from '../../../app/use-confirmed-removal';
import { removeOrgUser } from '../api/settings-api';
import { reloadOrgSettings } from '../hooks/use-org-settings';
import { UserForm } from './user-form';

const ROLE_LABELS: Record<OrgUser['role'], string> = { owner: 'Owner', ca: 'CA', member: 'Invited user' };

function permissionText(user: OrgUser): string {
  if (user.role !== 'member') return 'All permissions';
  const names = PERMISSIONS.filter((permission) => user.permissions.includes(permission.id)).map((permission) => permission.name);
  return names.length > 0 ? names.join('; ') : 'None';
}

export function UsersSection({ orgId, users }: { orgId: string; users: OrgUser[] }) {
  const [editing, setEditing] = useState<OrgUser | null>(null);
  const removal = useConfirmedRemoval(async (user: OrgUser) => {
    const { message } = await removeOrgUser(orgId, user.user_id);
    await reloadOrgSettings(orgId);
    if (editing?.user_id === user.user_id) setEditing(null);
    return message;
  });


  return (
    <Flex direction="column" gap="1rem">
      {/* Keyed by the user, so opening another user (or going back to inviting) starts afresh. */}
      <UserForm key={editing?.user_id ?? 'invite'} orgId={orgId} editing={editing} onDone={() => setEditing(null)} />
      <div className="bahi-table-scroll">
        <Table size="small" variation="striped" aria-label="Organisation users">
          <TableHead>
            <TableRow>
              <TableCell as="th">Name</TableCell>
              <TableCell as="th">Email</TableCell>
              <TableCell as="th">Phone</TableCell>
              <TableCell as="th">Role</TableCell>
              <TableCell as="th">Permissions</TableCell>
              <TableCell as="th">
                <span className="bahi-visually-hidden">Actions</span>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {users.map((user) => (
              <TableRow key={user.user_id} className={user.user_id === editing?.user_id ? 'bahi-row-editing' : undefined}>
                <TableCell>{user.fullname}</TableCell>
                <TableCell>{user.email}</TableCell>
                <TableCell>{user.phone}</TableCell>
                <TableCell>{ROLE_LABELS[user.role]}</TableCell>
                <TableCell>{permissionText(user)}</TableCell>
                <TableCell>
                  <Flex gap="0.4rem">
                    {user.role === 'member' && (
                      <Button size="small" onClick={() => setEditing(user)} aria-label={`Edit ${user.email}`}>
                        Edit
                      </Button>
                    )}
                    {user.role !== 'owner' && (
                      <Button size="small" colorTheme="error" onClick={() => removal.ask(user)} aria-label={`Delete ${user.email}`}>
                        Delete
                      </Button>
                    )}
                  </Flex>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ConfirmDialog
        {...removal.dialog}
        question={`Remove ${removal.target?.email ?? ''} from the organisation?`}
        cancelLabel="Cancel"
        confirmLabel="Delete"
      />
    </Flex>
  );
}
