import { useNavigate } from 'react-router';
import type { Event } from '../../../../../shared/schemas/event';
import { paths } from '../../../../lib/paths';
import { notifyUpdated } from '../../components/notify';
import { useUpdateEvent } from '../api/events';
import { eventBody, eventFormValues } from '../lib/event-form';
import { useEventForm } from '../lib/use-event-form';
import { eventTexts } from '../texts';
import { EventForm } from './EventForm';

/** The Edit screen's form, filled from the loaded event; a new path moves the screen to its address. */
export function EventEditForm({ event, label }: { event: Event; label: string }) {
  const navigate = useNavigate();
  const state = useEventForm(eventFormValues(event), {
    mutation: useUpdateEvent(),
    body: (values) => ({ id: event.id, ...eventBody(values) }),
    onSaved: (saved) => {
      notifyUpdated(saved.name);
      state.form.resetDirty(eventFormValues(saved));
      if (saved.path !== event.path) navigate(paths.admin.events.edit(saved.path), { replace: true });
    },
  });
  return (
    <EventForm state={state} label={label} button={eventTexts.saveButton} currentLocation={event.location} />
  );
}
