// The organisation's users (spec part 2 §2, §3 Invited user, §6): who they are and what they may
// do, the invite/edit form, and removal after a confirmation. The owner is never editable; only
// the owner may remove a CA (the server says so when someone else tries).
import { Button, Flex } from '@aws-amplify/ui-react';
import { PERMISSIONS, type OrgUser } from '@bahi/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../../../app/confirm-dialog';
import { RecordTable } from '../../../app/record-table';
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
      <RecordTable
        label="Organisation users"
        headers={['Name', 'Email', 'Phone', 'Role', 'Permissions']}
        rows={users}
        rowKey={(user) => user.user_id}
        highlighted={editing?.user_id}
        cells={(user) => [user.fullname, user.email, user.phone, ROLE_LABELS[user.role], permissionText(user)]}
        actions={(user) => (
          <>
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
          </>
        )}
      />
      <ConfirmDialog
        {...removal.dialog}
        question={`Remove ${removal.target?.email ?? ''} from the organisation?`}
        cancelLabel="Cancel"
        confirmLabel="Delete"
      />
    </Flex>
  );
}
