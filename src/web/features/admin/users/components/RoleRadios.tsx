import { Group, Radio, type RadioGroupProps } from '@mantine/core';
import { QueryState } from '../../../../components/QueryState';
import { useRoles } from '../api/users';
import { REGULAR_USER } from '../lib/form-values';
import { userTexts } from '../texts';

type RoleRadiosProps = Omit<RadioGroupProps, 'children' | 'label'>;

/**
 * The Role choice of the Add and Edit screens: 'Regular user' (no role) and every role ListRoles gives.
 * Takes `form.getInputProps('roleId')`, whose value is REGULAR_USER or a role id as text.
 */
export function RoleRadios(props: RoleRadiosProps) {
  const roles = useRoles();
  return (
    <Radio.Group label={userTexts.role} {...props}>
      <QueryState query={roles} loading="Loading roles…">
        {(list) => (
          <Group gap="md" mt={4}>
            <Radio value={REGULAR_USER} label={userTexts.regularUser} />
            {list.map((role) => (
              <Radio key={role.id} value={String(role.id)} label={role.name} />
            ))}
          </Group>
        )}
      </QueryState>
    </Radio.Group>
  );
}
