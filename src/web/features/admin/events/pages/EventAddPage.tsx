import { Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { paths } from '../../../../lib/paths';
import { notifyCreated } from '../../components/notify';
import type { AdminPageProps } from '../../page-props';
import { useCreateEvent } from '../api/events';
import { EventForm } from '../components/EventForm';
import { emptyEventValues, eventBody } from '../lib/event-form';
import { useEventForm } from '../lib/use-event-form';
import { eventTexts } from '../texts';

/**
 * /Admin/Event/Add (docs/spec.md §2, §5): a new event at an active location. On success 'Success' /
 * 'Created …', then its Edit screen, where its referees are added.
 */
export default function EventAddPage({ title }: AdminPageProps) {
  const navigate = useNavigate();
  const state = useEventForm(emptyEventValues, {
    mutation: useCreateEvent(),
    body: eventBody,
    onSaved: (event) => {
      notifyCreated(event.name);
      navigate(paths.admin.events.edit(event.path));
    },
  });
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{title}</Title>
      <EventForm state={state} label={title} button={eventTexts.createButton} />
    </Stack>
  );
}
