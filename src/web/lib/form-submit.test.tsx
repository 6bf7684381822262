import { Button, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { shellTexts } from '../../shared/messages';
import { FormFailure } from '../components/FormFailure';
import { ApiError, apiPost } from './api-client';
import { failureOf, useFormSubmit } from './form-submit';
import { useCheckedForm } from './forms';
import { sendJson, setUpTestApiServer } from './test-api-server';
import { renderWithProviders } from './test-render';

const api = setUpTestApiServer();
const SAVE = 'POST /api/Thing/Save';

type Values = { name: string; email: string };

/** A form on the one submit, saving to the test server's /Thing/Save. */
function ThingForm() {
  const form = useCheckedForm<Values>({
    initialValues: { name: '', email: '' },
    validate: (values) => (values.name.trim() === '' ? { name: 'Name is required' } : {}),
  });
  const submit = useFormSubmit({
    form,
    save: (values) => apiPost<{ name: string }>('/Thing/Save', values),
    successNotice: (saved) => ({ title: 'Saved', message: `Saved ${saved.name}` }),
    onSuccess: () => form.reset(),
  });
  return (
    <form onSubmit={submit.onSubmit} noValidate>
      <TextInput label="Name" {...form.getInputProps('name')} />
      <TextInput label="Email" {...form.getInputProps('email')} />
      <FormFailure failure={submit.failure} />
      <Button type="submit" loading={submit.pending}>
        Save
      </Button>
    </form>
  );
}

const button = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });

function fillAndSave(name = 'Ridge') {
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: name } });
  fireEvent.click(button());
}

beforeEach(() => notifications.clean());

describe('useFormSubmit', () => {
  it('sends nothing while the check refuses a field', async () => {
    renderWithProviders(<ThingForm />);
    fireEvent.click(button());
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(api.seen).toEqual([]);
  });

  it('is pending while the save runs, ignores a second submit, then shows the success notice', async () => {
    let answer: (() => void) | undefined;
    api.routes[SAVE] = (request, response) =>
      new Promise<void>((resolve) => {
        answer = () => {
          sendJson(response, 200, JSON.parse(request.body));
          resolve();
        };
      });
    renderWithProviders(<ThingForm />);
    fillAndSave();
    // The second click comes before any render: the guard is not the button's state alone.
    fireEvent.click(button());
    await waitFor(() => expect(button().getAttribute('data-loading')).toBe('true'));
    fireEvent.submit(button().closest('form') as HTMLFormElement);
    await waitFor(() => expect(answer).toBeDefined());
    act(() => answer?.());
    expect(await screen.findByText('Saved Ridge')).toBeTruthy();
    expect(api.hits('/api/Thing/Save')).toHaveLength(1);
    expect(button().getAttribute('data-loading')).toBeNull();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });

  it("puts the server's fields on their inputs and the rest in the one alert", async () => {
    api.routes[SAVE] = (_request, response) =>
      sendJson(response, 409, {
        error: 'Invalid request',
        fields: { email: 'Email already in use', locationId: 'Location not found' },
      });
    renderWithProviders(<ThingForm />);
    fillAndSave();
    expect((await screen.findByRole('alert')).textContent).toBe('Location not found');
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Email already in use')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(screen.queryByText('Invalid request')).toBeNull();
  });

  it("shows a refusal without fields as the server's message, and clears it on the next attempt", async () => {
    api.routes[SAVE] = (_request, response) => sendJson(response, 429, { error: 'Too many requests' });
    renderWithProviders(<ThingForm />);
    fillAndSave();
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests');
    fillAndSave('');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('says the server could not be reached when the call never gets an answer', async () => {
    api.routes[SAVE] = (_request, response) => {
      response.socket?.destroy();
    };
    renderWithProviders(<ThingForm />);
    fillAndSave();
    expect((await screen.findByRole('alert')).textContent).toBe(shellTexts.networkError);
    expect(button().disabled).toBe(false);
  });
});

describe('failureOf', () => {
  const form = () => {
    const errors: Record<string, unknown> = {};
    return {
      errors,
      getValues: () => ({ title: '', copy: '' }),
      setErrors: (update: unknown) => {
        Object.assign(errors, typeof update === 'function' ? update(errors) : update);
      },
    };
  };

  it('puts fields on the inputs and returns the rest, the refusal itself, or the offline text', () => {
    const content = form();
    const fields = { title: 'Title is required', contentSectionId: 'Content section not found' };
    expect(failureOf(content, new ApiError(400, 'Invalid', fields))).toBe('Content section not found');
    expect(content.errors).toEqual({ title: 'Title is required' });
    expect(failureOf(form(), new ApiError(400, 'Invalid', { title: 'Taken' }))).toBeNull();
    expect(failureOf(form(), new ApiError(404, 'Content not found', {}))).toBe('Content not found');
    expect(failureOf(form(), new TypeError('Failed to fetch'))).toBe(shellTexts.networkError);
    expect(failureOf(form(), new ApiError(401, 'No'), () => 'Wrong password')).toBe('Wrong password');
  });
});
