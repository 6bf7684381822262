import { NativeSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { PERIODS, type Period } from '../../shared/limits';
import { boardTexts } from '../../shared/messages';
import { BOARD_PARAMS, periodFrom } from '../lib/paths';

const options = PERIODS.map((period) => ({ value: period, label: boardTexts.periods[period] }));

/**
 * The boards' period, kept in the page's address (`?period=week`) so a reload or a shared link shows
 * the same boards. Choosing one replaces the history entry (the back button leaves the page rather
 * than stepping through periods) and keeps the scroll position.
 */
export function useBoardPeriod(): [Period, (period: Period) => void] {
  const [search, setSearch] = useSearchParams();
  const setPeriod = (period: Period) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (period === 'all') next.delete(BOARD_PARAMS.period);
        else next.set(BOARD_PARAMS.period, period);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return [periodFrom(search), setPeriod];
}

/**
 * The all / 365 / 30 / 7 days / 24 hours filter of a page's boards, bound to `?period=`. Five
 * labels that say what they count do not fit side by side on a phone: below the md breakpoint it is
 * the phone's own picker, from md up a segmented control.
 */
export function LeaderboardPeriodFilter() {
  const [period, setPeriod] = useBoardPeriod();
  const labelId = useId();
  const choose = (value: string) => {
    const chosen = PERIODS.find((candidate) => candidate === value);
    if (chosen) setPeriod(chosen);
  };
  return (
    <Stack gap={4} maw={640}>
      <NativeSelect
        hiddenFrom="md"
        label={boardTexts.periodFilterLabel}
        data={options}
        value={period}
        onChange={(event) => choose(event.currentTarget.value)}
      />
      <Text id={labelId} size="sm" fw={500} visibleFrom="md">
        {boardTexts.periodFilterLabel}
      </Text>
      <SegmentedControl
        visibleFrom="md"
        aria-labelledby={labelId}
        value={period}
        onChange={choose}
        data={options}
        fullWidth
      />
    </Stack>
  );
}
