import { Stack } from '@mantine/core';
import type { AdminPageProps } from '../../page-props';
import { EventEditForm } from '../components/EventEditForm';
import { EventLinks } from '../components/EventLinks';
import { EventRecordPage } from '../components/EventRecordPage';
import { RefereesPanel } from '../components/RefereesPanel';

/**
 * /Admin/Event/Edit/{path} (docs/spec.md §2): the event's form, prefilled ('Updated' / 'Successfully
 * updated …' on save), and its referees: the event's list and the available list.
 */
export default function EventEditPage({ title }: AdminPageProps) {
  return (
    <EventRecordPage title={title}>
      {(event) => (
        <Stack gap="xl">
          <EventLinks event={event} show={['single', 'manage']} />
          {/* Keyed by id: another event's screen starts from its own values. */}
          <EventEditForm key={event.id} event={event} label={title} />
          <RefereesPanel eventId={event.id} />
        </Stack>
      )}
    </EventRecordPage>
  );
}
