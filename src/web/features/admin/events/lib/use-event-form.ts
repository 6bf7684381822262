import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { Event } from '../../../../../shared/schemas/event';
import { ApiError } from '../../../../lib/api-client';
import { showServerFieldErrors, useCheckedForm } from '../../../../lib/forms';
import { type EventFormValues, validateEvent } from './event-form';

interface EventSave<Body> {
  /** The Create or Update mutation. */
  mutation: Pick<UseMutationResult<Event, Error, Body>, 'mutate' | 'isPending'>;
  /** The checked values as the mutation's body. */
  body: (values: EventFormValues) => Body;
  /** After the server saved the event: the toast and where to go. */
  onSaved: (event: Event) => void;
}

/**
 * The Add and Edit screens' form state: the checked form, the save, and the server's messages that
 * match no input (shown above the button). A 400's or 409's `fields` go on their inputs.
 */
export function useEventForm<Body>(initialValues: EventFormValues, save: EventSave<Body>) {
  const form = useCheckedForm<EventFormValues>({ initialValues, validate: validateEvent });
  const [problems, setProblems] = useState<string[]>([]);

  const failed = (error: Error) => {
    const unmatched = showServerFieldErrors(form, error);
    // A message without `fields` (a 404 location, a 409 on the location) shows as it is.
    const onFields = error instanceof ApiError && error.fields && Object.keys(error.fields).length > 0;
    setProblems(onFields ? unmatched : [error.message]);
  };

  const submit = (values: EventFormValues) => {
    if (save.mutation.isPending) return;
    setProblems([]);
    save.mutation.mutate(save.body(values), { onSuccess: save.onSaved, onError: failed });
  };

  return { form, problems, busy: save.mutation.isPending, submit };
}

export type EventFormState = ReturnType<typeof useEventForm>;
