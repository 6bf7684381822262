import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../../../shared/format';
import { roleLabel } from '../../../../../shared/roles';
import { QueryState } from '../../../../components/QueryState';
import { paths } from '../../../../lib/paths';
import { useIdParam } from '../../../../lib/route-id';
import type { AdminPageProps } from '../../page-props';
import { useUser } from '../api/users';
import { userTexts } from '../texts';

/** A date of birth (YYYY-MM-DD) as d/m/yyyy, read as a calendar date so no time zone moves it a day. */
export function birthDate(value: string | null): string {
  return value ? formatDate(`${value}T12:00:00Z`) : userTexts.notSpecified;
}

const yesNo = (on: boolean) => (on ? userTexts.yes : userTexts.no);

/** Whether the member proved the address or number is theirs, under it. */
function Confirmation({ confirmed }: { confirmed: boolean }) {
  return (
    <Text component="span" display="block" size="sm" fw={confirmed ? undefined : 600}>
      {confirmed ? userTexts.confirmed : userTexts.notConfirmed}
    </Text>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** /Admin/UserManagement/Single/{userId} (docs/spec.md §2 "User detail"). */
export default function UserSinglePage({ title }: AdminPageProps) {
  const { id, raw } = useIdParam('userId');
  const user = useUser(id);

  return (
    <Stack gap="lg" maw={720}>
      <QueryState
        query={user}
        loading={userTexts.loadingUser}
        record={{ noun: 'user', missing: userTexts.userMissing(raw) }}
      >
        {(detail) => (
          <>
            <Title order={1}>{detail.displayName}</Title>
            <Text c="dimmed" mt={-12}>
              {title}
            </Text>
            <Card withBorder padding="lg" radius="md">
              <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" m={0}>
                <Detail label={userTexts.userName}>{detail.userName}</Detail>
                <Detail label={userTexts.phone}>
                  {detail.phoneNumber ? (
                    <>
                      <Anchor href={`tel:${detail.phoneNumber}`}>{detail.phoneNumber}</Anchor>
                      <Confirmation confirmed={detail.phoneNumberConfirmed} />
                    </>
                  ) : (
                    userTexts.notSpecified
                  )}
                </Detail>
                <Detail label={userTexts.email}>
                  <Anchor href={`mailto:${detail.email}`}>{detail.email}</Anchor>
                  <Confirmation confirmed={detail.emailConfirmed} />
                </Detail>
                <Detail label={userTexts.role}>{roleLabel(detail.roles)}</Detail>
                <Detail label={userTexts.dateOfBirth}>{birthDate(detail.dateOfBirth)}</Detail>
                <Detail label={userTexts.emailNotifications}>{yesNo(detail.emailNotifications)}</Detail>
                <Detail label={userTexts.smsNotifications}>{yesNo(detail.smsNotifications)}</Detail>
                <Detail label={userTexts.accountStatus}>
                  {detail.disabled ? userTexts.disabled : userTexts.active}
                </Detail>
              </SimpleGrid>
            </Card>
            <Group>
              <Button component={Link} to={paths.admin.users.edit(detail.id)}>
                {userTexts.editUser}
              </Button>
              <Button component={Link} to={paths.admin.users.manage} variant="default">
                {userTexts.backToUsers}
              </Button>
            </Group>
          </>
        )}
      </QueryState>
    </Stack>
  );
}
