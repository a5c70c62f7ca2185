// The permissions an invited user can be given, as checkboxes grouped the way the server lists them.
// Ticking one ticks what it needs to be of use (PERMISSION_NEEDS: making invoices needs seeing the
// clients and items the form picks from), and the line under it says so (walk M5: a member given
// invoices.edit alone met a form whose client and item pickers were refused).
import { CheckboxField, Loader, Text } from '@aws-amplify/ui-react';
import { isPermission, PERMISSION_NEEDS, withNeededPermissions } from '@bahi/shared';
import { errorText } from '../hooks/use-org-write';
import { usePermissionList } from '../hooks/use-org-settings';

export interface PermissionChecklistProps {
  selected: readonly string[];
  onChange(selected: string[]): void;
}

export function PermissionChecklist({ selected, onChange }: PermissionChecklistProps) {
  const { data: permissions, error } = usePermissionList();
  if (error) return <Text color="font.error">{errorText(error)}</Text>;
  if (!permissions) return <Loader variation="linear" />;
  const groups = [...new Set(permissions.map((permission) => permission.group))];
  const toggle = (id: string, on: boolean) => onChange(on ? withNeededPermissions([...selected, id].filter(isPermission)) : selected.filter((held) => held !== id));
  const nameOf = (id: string) => permissions.find((permission) => permission.id === id)?.name ?? id;
  const needsOf = (id: string) => (isPermission(id) ? (PERMISSION_NEEDS[id] ?? []) : []);
  return (
    <div className="bahi-permission-groups">
      {groups.map((group) => (
        <fieldset key={group} className="bahi-permission-group">
          <legend>{group}</legend>
          {permissions
            .filter((permission) => permission.group === group)
            .map((permission) => (
              <div key={permission.id}>
                <CheckboxField
                  name="permissions"
                  value={permission.id}
                  label={permission.name}
                  checked={selected.includes(permission.id)}
                  onChange={(event) => toggle(permission.id, event.target.checked)}
                />
                {needsOf(permission.id).length > 0 && (
                  <Text fontSize="small" color="font.secondary" className="bahi-permission-needs">
                    Also needs, and ticks: {needsOf(permission.id).map(nameOf).join('; ')}.
                  </Text>
                )}
              </div>
            ))}
        </fieldset>
      ))}
    </div>
  );
}
