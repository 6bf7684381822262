import { Anchor, Avatar, Button, Card, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconMoodSad } from '@tabler/icons-react';
import { Link } from 'react-router';
import { roleLabel } from '../../../../../shared/roles';
import type { UserSummary } from '../../../../../shared/schemas/user-management';
import { paths } from '../../../../lib/paths';
import { userTexts } from '../texts';

interface UserCardProps {
  user: UserSummary;
  /** Given in remove mode for an active user: opens the 'Remove User' confirmation. */
  onRemove?: (user: UserSummary) => void;
}

/** One card of the manage grid: who, their role, a sad face when disabled, and view / edit links. */
export function UserCard({ user, onRemove }: UserCardProps) {
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-label={user.userName}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar src={user.current.url} alt="" radius="xl" />
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Group gap={6} wrap="nowrap">
            <Text fw={700} truncate="end">
              {user.userName}
            </Text>
            {user.disabled && (
              <IconMoodSad
                size={22}
                role="img"
                aria-label={userTexts.disabledIcon}
                data-testid="disabled-icon"
                style={{ flexShrink: 0 }}
              />
            )}
          </Group>
          <Text size="sm" truncate="end">
            {user.displayName}
          </Text>
          <Text size="sm" c="dimmed" truncate="end">
            {user.email}
          </Text>
          <Text size="sm">{roleLabel(user.roles)}</Text>
        </Stack>
      </Group>
      <Group gap="xs" mt="sm">
        <Anchor component={Link} to={paths.admin.users.single(user.id)}>
          {userTexts.view}
          <VisuallyHidden> {user.userName}</VisuallyHidden>
        </Anchor>
        <Anchor component={Link} to={paths.admin.users.edit(user.id)}>
          {userTexts.edit}
          <VisuallyHidden> {user.userName}</VisuallyHidden>
        </Anchor>
        {onRemove && (
          <Button color="red" variant="light" ml="auto" onClick={() => onRemove(user)}>
            {userTexts.remove}
            <VisuallyHidden> {user.userName}</VisuallyHidden>
          </Button>
        )}
      </Group>
    </Card>
  );
}
