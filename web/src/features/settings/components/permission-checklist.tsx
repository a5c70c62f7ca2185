// The permissions an invited user can be given, as checkboxes grouped the way the server lists them.
import { CheckboxField, Loader, Text } from '@aws-amplify/ui-react';
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
  const toggle = (id: string, on: boolean) => onChange(on ? [...selected, id] : selected.filter((held) => held !== id));
  return (
    <div className="bahi-permission-groups">
      {groups.map((group) => (
        <fieldset key={group} className="bahi-permission-group">
          <legend>{group}</legend>
          {permissions
            .filter((permission) => permission.group === group)
            .map((permission) => (
              <CheckboxField
                key={permission.id}
                name="permissions"
                value={permission.id}
                label={permission.name}
                checked={selected.includes(permission.id)}
                onChange={(event) => toggle(permission.id, event.target.checked)}
              />
            ))}
        </fieldset>
      ))}
    </div>
  );
}
