import { useNavigate } from 'react-router';
import type { Event } from '../../../../../shared/schemas/event';
import { useFormSubmit } from '../../../../lib/form-submit';
import { useCheckedForm } from '../../../../lib/forms';
import { paths } from '../../../../lib/paths';
import { updatedNotice } from '../../components/notify';
import { useUpdateEvent } from '../api/events';
import { eventBody, eventFormValues, validateEvent } from '../lib/event-form';
import { eventTexts } from '../texts';
import { EventForm } from './EventForm';

/** The Edit screen's form, filled from the loaded event; a new path moves the screen to its address. */
export function EventEditForm({ event, label }: { event: Event; label: string }) {
  const navigate = useNavigate();
  const update = useUpdateEvent();
  const form = useCheckedForm({ initialValues: eventFormValues(event), validate: validateEvent });
  const submit = useFormSubmit({
    form,
    save: (values) => update.mutateAsync({ id: event.id, ...eventBody(values) }),
    successNotice: (saved) => updatedNotice(saved.name),
    onSuccess: (saved) => {
      form.resetDirty(eventFormValues(saved));
      if (saved.path !== event.path) navigate(paths.admin.events.edit(saved.path), { replace: true });
    },
  });
  return (
    <EventForm
      form={form}
      submit={submit}
      label={label}
      button={eventTexts.saveButton}
      currentLocation={{ ...event.location, timeZone: event.timeZone }}
    />
  );
}
