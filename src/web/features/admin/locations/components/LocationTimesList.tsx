import { Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { messages } from '../../../../../shared/messages';
import type { Location, LocationTime } from '../../../../../shared/schemas/location';
import { removalTexts } from '../../../../../shared/time-removal';
import { FilterInput } from '../../../../components/FilterInput';
import { QueryState } from '../../../../components/QueryState';
import { errorText } from '../../../../lib/form-submit';
import { useLocationTimes, useRestoreToBoards } from '../api/location-times';
import { LocationTimesDeleteDialog } from './LocationTimesDeleteDialog';
import { LocationTimesPager } from './LocationTimesPager';
import { LocationTimesRemoveDialog } from './LocationTimesRemoveDialog';
import { LocationTimesRow } from './LocationTimesRow';

export const TIMES_PAGE_SIZE = 20;

/** What the hidden-times switch says about this location's minimum. */
function hiddenHelp(location: Location): string {
  return location.minimumSeconds === null
    ? 'This location has no minimum time, so no time is hidden.'
    : `Social times under ${location.minimumSeconds} seconds: stored, but kept off the boards.`;
}

/**
 * Every time at the location, newest first, a page at a time: filtered by user name and, with the
 * switch, to the casual times hidden under the minimum; each can be taken off the boards with a
 * reason (and restored), or deleted after a confirmation.
 */
export function LocationTimesList({ location }: { location: Location }) {
  const [page, setPage] = useState(1);
  const [userName, setUserName] = useState('');
  const [hiddenOnly, setHiddenOnly] = useState(false);
  const [deleting, setDeleting] = useState<LocationTime | null>(null);
  const [removing, setRemoving] = useState<LocationTime | null>(null);
  const restore = useRestoreToBoards();
  const onRestore = (time: LocationTime) =>
    restore.mutate(time.id, {
      onSuccess: () => notifications.show({ color: 'green', message: removalTexts.restoredNotice }),
      onError: (error) =>
        notifications.show({ color: 'red', message: `The run was not restored. ${errorText(error)}` }),
    });
  const times = useLocationTimes({
    locationId: location.id,
    page,
    pageSize: TIMES_PAGE_SIZE,
    userName,
    hiddenOnly,
  });
  const pages = times.data ? Math.max(1, Math.ceil(times.data.total / times.data.pageSize)) : 1;

  // Deleting the last time of the last page leaves that page empty: show the one before it.
  useEffect(() => {
    if (times.data && !times.isPlaceholderData && page > pages) setPage(pages);
  }, [times.data, times.isPlaceholderData, page, pages]);

  return (
    <Stack gap="md">
      <FilterInput
        onChange={(term) => {
          setUserName(term);
          setPage(1);
        }}
        label="Filter by user name"
      />
      <Switch
        label="Only hidden times"
        description={hiddenHelp(location)}
        checked={hiddenOnly}
        disabled={location.minimumSeconds === null && !hiddenOnly}
        onChange={(event) => {
          setHiddenOnly(event.currentTarget.checked);
          setPage(1);
        }}
      />
      <QueryState
        query={times}
        loading="Loading times…"
        empty={messages.noTimesRecorded}
        isEmpty={(data) => data.times.length === 0}
      >
        {(data) => (
          <Stack gap="sm">
            <Text size="sm" aria-live="polite">
              {data.total === 1 ? '1 time' : `${data.total} times`}
            </Text>
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Times">
              {data.times.map((time) => (
                <LocationTimesRow
                  key={time.id}
                  time={time}
                  onDelete={setDeleting}
                  onRemove={setRemoving}
                  onRestore={onRestore}
                  restoring={restore.isPending ? (restore.variables ?? null) : null}
                />
              ))}
            </Stack>
            <LocationTimesPager page={page} pages={pages} onChange={setPage} />
          </Stack>
        )}
      </QueryState>
      <LocationTimesDeleteDialog time={deleting} onClose={() => setDeleting(null)} />
      <LocationTimesRemoveDialog time={removing} onClose={() => setRemoving(null)} />
    </Stack>
  );
}
