import { Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useFormSubmit } from '../../../../lib/form-submit';
import { useCheckedForm } from '../../../../lib/forms';
import { paths } from '../../../../lib/paths';
import { createdNotice } from '../../components/notify';
import type { AdminPageProps } from '../../page-props';
import { useCreateEvent } from '../api/events';
import { EventForm } from '../components/EventForm';
import { emptyEventValues, eventBody, validateEvent } from '../lib/event-form';
import { eventTexts } from '../texts';

/**
 * /Admin/Event/Add (docs/spec.md §2, §5): a new event at an active location. On success 'Success' /
 * 'Created …', then its Edit screen, where its referees are added.
 */
export default function EventAddPage({ title }: AdminPageProps) {
  const navigate = useNavigate();
  const create = useCreateEvent();
  const form = useCheckedForm({ initialValues: emptyEventValues, validate: validateEvent });
  const submit = useFormSubmit({
    form,
    save: (values) => create.mutateAsync(eventBody(values)),
    successNotice: (event) => createdNotice(event.name),
    onSuccess: (event) => navigate(paths.admin.events.edit(event.path)),
  });
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{title}</Title>
      <EventForm
        form={form}
        submit={submit}
        label={title}
        button={eventTexts.createButton}
        footnote={eventTexts.refereesNext}
      />
    </Stack>
  );
}
