import {
  Anchor,
  Avatar,
  Group,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
  type TitleOrder,
  VisuallyHidden,
} from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../shared/format';
import { PERIODS, type Period } from '../../shared/limits';
import { messages, pageTexts } from '../../shared/messages';
import type { LeaderboardRow } from '../../shared/schemas/leaderboard';
import { paths } from '../lib/paths';

export type LeaderboardProps = {
  /** 'Social', 'Comp', an event name…; the heading reads "<title> Leaderboard". */
  title: string;
  rows: LeaderboardRow[];
  /** Comp (official) boards say 'No Comp times recorded' when empty. */
  official?: boolean;
  /** Where the empty casual board's invitation points; SPEC: the relative ./RecordTime. */
  recordTimeHref?: string;
  headingOrder?: TitleOrder;
};

export function Leaderboard({
  title,
  rows,
  official = false,
  recordTimeHref = paths.recordTimeRelative,
  headingOrder = 3,
}: LeaderboardProps) {
  const headingId = useId();
  return (
    <Stack gap="xs">
      <Title order={headingOrder} size="h4" id={headingId}>
        {`${title} ${messages.leaderboard}`}
      </Title>
      {rows.length === 0 ? (
        <EmptyBoard official={official} recordTimeHref={recordTimeHref} />
      ) : (
        <Table
          striped
          highlightOnHover
          verticalSpacing="xs"
          horizontalSpacing="xs"
          aria-labelledby={headingId}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Competitor</Table.Th>
              <Table.Th scope="col">Date</Table.Th>
              <Table.Th scope="col" ta="right">
                Time
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id} data-testid="leaderboard-row">
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Text fw={700} w="2ch" ta="right" span>
                      <VisuallyHidden>Place </VisuallyHidden>
                      {row.standing}
                    </Text>
                    <Avatar src={row.user.current.url} alt="" size="sm" radius="xl">
                      <IconUser size={16} aria-hidden="true" />
                    </Avatar>
                    <Text size="sm" span style={{ overflowWrap: 'anywhere' }}>
                      {row.user.userName}
                    </Text>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" span>
                    {formatDate(row.timeCompleted)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm" ff="monospace" span>
                    {row.tsDuration}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

function EmptyBoard({ official, recordTimeHref }: { official: boolean; recordTimeHref: string }) {
  if (official) return <Text c="dimmed">{messages.noCompTimes}</Text>;
  return (
    <Text c="dimmed">
      {`${messages.noTimesRecorded}. `}
      <Anchor component={Link} to={recordTimeHref}>
        {pageTexts.beFirstToSetTime}
      </Anchor>
      !
    </Text>
  );
}

const PERIOD_LABELS: Record<Period, string> = {
  all: 'All',
  year: 'Year',
  month: 'Month',
  week: 'Week',
  day: 'Day',
};

/** The boards' all / year / month / week / day filter. */
export function LeaderboardPeriodFilter({
  value,
  onChange,
}: {
  value: Period;
  onChange: (period: Period) => void;
}) {
  return (
    <SegmentedControl
      aria-label="Show times from"
      value={value}
      onChange={(next) => onChange(next as Period)}
      data={PERIODS.map((period) => ({ value: period, label: PERIOD_LABELS[period] }))}
      fullWidth
      maw={480}
    />
  );
}
