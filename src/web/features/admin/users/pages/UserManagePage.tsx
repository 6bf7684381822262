import { Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { UserSummary } from '../../../../../shared/schemas/user-management';
import { ConfirmRemove } from '../../../../components/ConfirmRemove';
import { FilterInput } from '../../../../components/FilterInput';
import { PageNav } from '../../../../components/PageNav';
import { QueryState } from '../../../../components/QueryState';
import { notifyRemoved } from '../../components/notify';
import type { AdminPageProps } from '../../page-props';
import { useDisableUser, useUsers } from '../api/users';
import { UserCard } from '../components/UserCard';
import { userTexts } from '../texts';

type Shown = 'active' | 'disabled';

/**
 * /Admin/UserManagement/Manage and /Remove (docs/spec.md §2 "Manage Users"). The filter, the
 * Active/Disabled choice and the page are this screen's own state, so they are gone once it is left
 * (SPEC: "The filter clears on leaving"); the key makes Manage and Remove two separate screens even
 * when the router keeps the same element in place between them.
 */
export default function UserManagePage(props: AdminPageProps) {
  return <ManageUsers key={props.mode ?? 'manage'} {...props} />;
}

function ManageUsers({ title, mode }: AdminPageProps) {
  const [search, setSearch] = useState('');
  const [shown, setShown] = useState<Shown>('active');
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<UserSummary | null>(null);
  const users = useUsers({ search, disabled: shown === 'disabled', page });
  const disable = useDisableUser();

  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <Group align="flex-end" gap="md" wrap="wrap">
        <div style={{ flex: '1 1 240px' }}>
          <FilterInput
            onChange={(term) => {
              setSearch(term);
              setPage(1);
            }}
          />
        </div>
        <SegmentedControl
          aria-label={userTexts.status}
          value={shown}
          onChange={(value) => {
            setShown(value as Shown);
            setPage(1);
          }}
          data={[
            { value: 'active', label: userTexts.active },
            { value: 'disabled', label: userTexts.disabled },
          ]}
        />
      </Group>
      <QueryState
        query={users}
        loading={userTexts.loadingUsers}
        empty={userTexts.noUsers}
        isEmpty={(data) => data.users.length === 0}
      >
        {(data) => {
          const pages = Math.ceil(data.total / data.pageSize);
          return (
            <Stack gap="md">
              <Text size="sm" c="dimmed" aria-live="polite">
                {data.total === 1 ? '1 user' : `${data.total} users`}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
                {data.users.map((user) => (
                  <UserCard
                    key={user.id}
                    user={user}
                    onRemove={mode === 'remove' && !user.disabled ? setRemoving : undefined}
                  />
                ))}
              </SimpleGrid>
              <PageNav label={userTexts.pages} pages={pages} page={page} onChange={setPage} />
            </Stack>
          );
        }}
      </QueryState>
      <ConfirmRemove
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={userTexts.removeTitle}
        name={removing?.userName ?? ''}
        description={userTexts.removeDescription}
        onConfirm={async () => {
          if (!removing) return;
          await disable.mutateAsync(removing.id);
          notifyRemoved(removing.userName);
        }}
      />
    </Stack>
  );
}
