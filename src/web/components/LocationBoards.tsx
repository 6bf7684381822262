import { SimpleGrid, Stack } from '@mantine/core';
import { boardTexts } from '../../shared/messages';
import { useLiveBoard } from '../api/live';
import { LeaderboardPeriodFilter, useBoardPeriod } from './LeaderboardPeriodFilter';
import { LocationBoard } from './LocationBoard';

/**
 * The location's casual and Comp boards under one period filter (in the address: `?period=`), kept
 * current by the location's stream: the public location page and the admin's results. An empty
 * casual board invites to `recordTimeHref` (docs/spec.md's relative ./RecordTime by default).
 */
export function LocationBoards({
  locationId,
  recordTimeHref,
  gateOnly = false,
  timeZone,
}: {
  locationId: number;
  recordTimeHref?: string;
  /** The location's casual boards count gate-timed runs only: the Social board says so. */
  gateOnly?: boolean;
  /** The course's clocks, for the runs' dates. */
  timeZone?: string;
}) {
  const [period] = useBoardPeriod();
  useLiveBoard({ locationId });
  return (
    <Stack gap="md">
      <LeaderboardPeriodFilter />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <LocationBoard
          locationId={locationId}
          period={period}
          official={false}
          title="Social"
          recordTimeHref={recordTimeHref}
          note={gateOnly ? boardTexts.gateOnly : undefined}
          timeZone={timeZone}
        />
        <LocationBoard locationId={locationId} period={period} official title="Comp" timeZone={timeZone} />
      </SimpleGrid>
    </Stack>
  );
}
