import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../../../shared/messages';
import { unsavedTexts } from '../../../../lib/forms-unsaved';
import { sendJson, setUpTestApiServer } from '../../../../lib/test-api-server';
import {
  about,
  onPage,
  serveContent,
  setUpContentPageTests,
  showContentScreens,
  welcome,
} from '../lib/test-content';

const api = setUpTestApiServer();

setUpContentPageTests();

const titleInput = () => screen.getByRole<HTMLInputElement>('textbox', { name: /^Title/ });
const copyText = () => screen.getByRole('textbox', { name: /^Copy/ });
const select = () => screen.getByRole<HTMLSelectElement>('combobox', { name: /^Section/ });
const loaded = (title: string) => waitFor(() => expect(titleInput().value).toBe(title));

describe('ContentEditPage', () => {
  it("loads the section's content; choosing another section asks, then drops unsaved edits", async () => {
    serveContent(api);
    const { router } = showContentScreens('/Admin/Content/Edit/2');
    await loaded('About CourseClock');
    expect(select().value).toBe('2');
    expect(copyText().innerHTML).toContain('<strong>courses</strong>');

    fireEvent.change(titleInput(), { target: { value: 'Not saved' } });
    fireEvent.change(select(), { target: { value: '1' } });
    const ask = await screen.findByRole('dialog', { name: unsavedTexts.title });
    fireEvent.click(within(ask).getByRole('button', { name: unsavedTexts.leave }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Admin/Content/Edit/1'));
    await loaded('Welcome to CourseClock');
    await waitFor(() => expect(copyText().textContent).toBe('Time your runs'));

    fireEvent.change(select(), { target: { value: '2' } });
    await loaded('About CourseClock');
    await waitFor(() => expect(copyText().textContent).toBe('We build courses'));
  });

  it('asks before a link leaves unsaved edits; Stay keeps them, a saved form leaves freely', async () => {
    serveContent(api);
    api.routes['POST /api/Content/Update'] = (request, response) =>
      sendJson(response, 200, { ...about, ...JSON.parse(request.body) });
    const { router } = showContentScreens('/Admin/Content/Edit/2');
    await loaded('About CourseClock');
    await router.navigate('/Admin/Content/View');
    await onPage('View content');
    await router.navigate('/Admin/Content/Edit/2');
    await onPage('Edit content');
    await loaded('About CourseClock');

    fireEvent.change(titleInput(), { target: { value: 'Draft title' } });
    void router.navigate('/Admin/Content/View');
    const ask = await screen.findByRole('dialog', { name: unsavedTexts.title });
    expect(within(ask).getByText(unsavedTexts.body)).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: unsavedTexts.stay }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/Admin/Content/Edit/2');
    expect(titleInput().value).toBe('Draft title');

    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(`${messages.updatedPrefix} Draft title`)).toBeTruthy();
    const afterSave = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(afterSave);
    expect(afterSave.defaultPrevented).toBe(false);
    await router.navigate('/Admin/Content/View');
    await onPage('View content');
  });

  it("saves the title and copy and says 'Successfully updated <title>'", async () => {
    serveContent(api);
    api.routes['POST /api/Content/Update'] = (request, response) => {
      const saved = { ...about, ...JSON.parse(request.body) };
      serveContent(api, [welcome, saved]);
      sendJson(response, 200, saved);
    };
    showContentScreens('/Admin/Content/Edit/2');
    await loaded('About CourseClock');
    fireEvent.change(titleInput(), { target: { value: 'About us ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(`${messages.updatedPrefix} About us`)).toBeTruthy();
    expect(JSON.parse(api.hits('/api/Content/Update')[0]?.body ?? '{}')).toEqual({
      id: 12,
      contentSectionId: 2,
      title: 'About us',
      copy: about.copy,
    });
    expect(titleInput().value).toBe('About us');
  });

  it("puts the server's field messages on the inputs and other failures under the form", async () => {
    serveContent(api);
    let answer: { status: number; body: object } = {
      status: 400,
      body: { error: 'Invalid request', fields: { copy: 'Copy is too long' } },
    };
    api.routes['POST /api/Content/Update'] = (_request, response) =>
      sendJson(response, answer.status, answer.body);
    showContentScreens('/Admin/Content/Edit/2');
    await loaded('About CourseClock');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Copy is too long')).toBeTruthy();
    await waitFor(() => expect(copyText().getAttribute('aria-invalid')).toBe('true'));

    answer = { status: 404, body: { error: 'Content not found' } };
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Content not found');
  });

  it('offers to add content to a section that has none, with the section chosen', async () => {
    serveContent(api);
    const { router } = showContentScreens('/Admin/Content/Edit/5');
    expect(await screen.findByText(messages.noContent)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Add content to this section' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Admin/Content/Add'));
    await waitFor(() => expect(select().value).toBe('5'));
  });

  it('asks for a section without one in the address, and says so for an unknown one', async () => {
    serveContent(api);
    const { router } = showContentScreens('/Admin/Content/Edit');
    expect(await screen.findByText('Choose a section to edit its content.')).toBeTruthy();
    expect(select().value).toBe('');
    await router.navigate('/Admin/Content/Edit/99');
    expect(await screen.findByText('There is no content section “99”.')).toBeTruthy();
  });
});
