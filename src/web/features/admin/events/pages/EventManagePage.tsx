import { Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { messages } from '../../../../../shared/messages';
import type { Event } from '../../../../../shared/schemas/event';
import { ConfirmRemove } from '../../../../components/ConfirmRemove';
import { FilterInput } from '../../../../components/FilterInput';
import { QueryState } from '../../../../components/QueryState';
import { paths } from '../../../../lib/paths';
import { notifyRemoved } from '../../components/notify';
import type { AdminPageProps } from '../../page-props';
import { useAdminEvents, useDeleteEvent } from '../api/events';
import { EventCard } from '../components/EventCard';
import { filterEvents } from '../lib/filter-events';
import { eventTexts } from '../texts';

/**
 * /Admin/Event/Manage, and /Admin/Event/Remove (docs/spec.md §2: the same screen in remove mode): every
 * event as a card with view and edit links, filtered by name. In remove mode each card has Remove,
 * which asks for the exact name; an event with official times answers 409, shown in the dialog.
 */
export default function EventManagePage({ title, mode }: AdminPageProps) {
  const events = useAdminEvents();
  const remove = useDeleteEvent();
  const [term, setTerm] = useState('');
  // The event stays set while the dialog closes, so its closing frames still name it.
  const [removing, setRemoving] = useState<Event | null>(null);
  const [confirming, setConfirming] = useState(false);
  const askToRemove = (event: Event) => {
    setRemoving(event);
    setConfirming(true);
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <Button
        component={Link}
        to={paths.admin.events.add}
        variant="light"
        style={{ alignSelf: 'flex-start' }}
      >
        {eventTexts.addEvent}
      </Button>
      <FilterInput onChange={setTerm} />
      <QueryState query={events} loading={eventTexts.loadingEvents} empty={messages.noEventsFound}>
        {(all) => {
          const shown = filterEvents(all, term);
          if (shown.length === 0) return <Text c="dimmed">{messages.noEventsFound}</Text>;
          return (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-label={title}>
              {shown.map((event) => (
                <EventCard
                  key={event.id}
                  event={event}
                  onRemove={mode === 'remove' ? askToRemove : undefined}
                />
              ))}
            </SimpleGrid>
          );
        }}
      </QueryState>
      <ConfirmRemove
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={eventTexts.removeTitle}
        name={removing?.name ?? ''}
        description={eventTexts.removeDescription}
        onConfirm={async () => {
          if (!removing) return;
          await remove.mutateAsync(removing.id);
          notifyRemoved(eventTexts.removed(removing.name));
        }}
      />
    </Stack>
  );
}
