import { NativeSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { PERIODS, type Period } from '../../shared/limits';
import { boardTexts } from '../../shared/messages';
import { BOARD_PARAMS, periodFrom } from '../lib/paths';
import { useScreenAtLeast } from '../lib/screen-width';

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
 * the phone's own picker, from md up a segmented control. Only the one that fits is rendered: a
 * hidden segmented control still measures itself on mount (a forced layout of the whole page;
 * docs/performance.md).
 */
export function LeaderboardPeriodFilter() {
  const [period, setPeriod] = useBoardPeriod();
  const wide = useScreenAtLeast('md');
  const labelId = useId();
  const choose = (value: string) => {
    const chosen = PERIODS.find((candidate) => candidate === value);
    if (chosen) setPeriod(chosen);
  };
  if (!wide)
    return (
      <NativeSelect
        maw={640}
        label={boardTexts.periodFilterLabel}
        data={options}
        value={period}
        onChange={(event) => choose(event.currentTarget.value)}
      />
    );
  return (
    <Stack gap={4} maw={640}>
      <Text id={labelId} size="sm" fw={500}>
        {boardTexts.periodFilterLabel}
      </Text>
      <SegmentedControl aria-labelledby={labelId} value={period} onChange={choose} data={options} fullWidth />
    </Stack>
  );
}
