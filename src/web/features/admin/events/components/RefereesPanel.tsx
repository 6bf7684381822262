import { Button, Card, SimpleGrid, Stack, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import type { EventReferee } from '../../../../../shared/schemas/referee';
import { QueryState } from '../../../../components/QueryState';
import {
  type RefereeChange,
  useAvailableReferees,
  useChangeEventReferee,
  useEventReferees,
} from '../api/event-referees';
import type { RefereeMove } from '../lib/referee-lists';
import { eventTexts } from '../texts';

interface ListProps {
  title: string;
  empty: string;
  move: RefereeMove;
  query: ReturnType<typeof useEventReferees>;
  onMove: (change: RefereeChange) => void;
  idPrefix: string;
}

/** One of the two lists: a full-width 48 px button per person, named "Add …" or "Remove …" and the name. */
function RefereeList({ title, empty, move, query, onMove, idPrefix }: ListProps) {
  const headingId = useId();
  const Icon = move === 'add' ? IconPlus : IconMinus;
  const label = move === 'add' ? eventTexts.addReferee : eventTexts.removeReferee;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId} mb="sm">
        {title}
      </Title>
      <QueryState query={query} loading={eventTexts.loadingReferees} empty={empty}>
        {(people: EventReferee[]) => (
          <Stack
            gap="xs"
            component="ul"
            aria-labelledby={headingId}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {people.map((person) => (
              <li key={person.id}>
                <Button
                  id={`${idPrefix}-${person.id}`}
                  variant={move === 'add' ? 'light' : 'default'}
                  fullWidth
                  justify="space-between"
                  rightSection={<Icon size={18} aria-hidden="true" />}
                  aria-label={label(person.name)}
                  onClick={() => onMove({ person, move })}
                >
                  {person.name}
                </Button>
              </li>
            ))}
          </Stack>
        )}
      </QueryState>
    </Card>
  );
}

/**
 * The Edit screen's referees (docs/spec.md §2, §4): the event's list and the available list; a press
 * moves the person to the other list at once (undone if the server refuses) and keeps the keyboard's
 * focus on that person in their new list.
 */
export function RefereesPanel({ eventId }: { eventId: number }) {
  const assigned = useEventReferees(eventId);
  const available = useAvailableReferees(eventId);
  const change = useChangeEventReferee(eventId);
  const prefix = useId();
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!focusTarget) return;
    const target = document.getElementById(focusTarget);
    if (!target) return;
    target.focus();
    setFocusTarget(null);
  });

  const onMove = ({ person, move }: RefereeChange) => {
    setFocusTarget(`${prefix}-${move === 'add' ? 'assigned' : 'available'}-${person.id}`);
    setAnnouncement(`${move === 'add' ? 'Added' : 'Removed'} ${person.name}`);
    change.mutate(
      { person, move },
      {
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: eventTexts.refereeChangeFailed,
            message: error.message,
          }),
      },
    );
  };

  const lists = [
    { title: eventTexts.eventReferees, empty: eventTexts.noEventReferees, move: 'remove', query: assigned },
    {
      title: eventTexts.availableReferees,
      empty: eventTexts.noAvailableReferees,
      move: 'add',
      query: available,
    },
  ] as const;

  return (
    <Stack gap="sm" component="section" aria-label={eventTexts.refereesHeading}>
      <Title order={2}>{eventTexts.refereesHeading}</Title>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {lists.map((list) => (
          <RefereeList
            key={list.move}
            {...list}
            onMove={onMove}
            idPrefix={`${prefix}-${list.move === 'remove' ? 'assigned' : 'available'}`}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
