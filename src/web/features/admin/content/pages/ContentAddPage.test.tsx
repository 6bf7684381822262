import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../../../shared/messages';
import { unsavedTexts } from '../../../../lib/forms-unsaved';
import { sendJson, setUpTestApiServer } from '../../../../lib/test-api-server';
import {
  about,
  onPage,
  sections,
  serveContent,
  setUpContentPageTests,
  showContentScreens,
} from '../lib/test-content';

const api = setUpTestApiServer();

setUpContentPageTests();

const sectionSelect = () => screen.findByRole<HTMLSelectElement>('combobox', { name: /^Section/ });
const choose = async (name: string) => {
  const select = await sectionSelect();
  const id = sections.find((section) => section.name === name)?.id;
  fireEvent.change(select, { target: { value: String(id) } });
};

describe('ContentAddPage', () => {
  it('leaves freely with only a section picked, and asks once a title is typed', async () => {
    serveContent(api);
    const { router } = showContentScreens('/Admin/Content/Add');
    await choose('Feedback');
    await router.navigate('/Admin/Content/View');
    await onPage('View content');
    await router.navigate('/Admin/Content/Add');
    await onPage('Add content');
    fireEvent.change(await screen.findByRole('textbox', { name: /^Title/ }), { target: { value: 'Draft' } });
    void router.navigate('/Admin/Content/View');
    expect(await screen.findByRole('dialog', { name: unsavedTexts.title })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/Admin/Content/Add');
  });

  it('warns when the chosen section has content and links to editing it', async () => {
    serveContent(api);
    showContentScreens('/Admin/Content/Add');
    const select = await sectionSelect();
    expect(Array.from(select.options, (option) => option.text)).toEqual([
      'Choose a section',
      'Welcome',
      'About',
      'Feedback',
    ]);
    expect(screen.queryByText(messages.contentOverwriteWarning)).toBeNull();

    await choose('About');
    expect(await screen.findByText(messages.contentOverwriteWarning)).toBeTruthy();
    const edit = screen.getByRole('link', { name: 'Edit the existing content' });
    expect(edit.getAttribute('href')).toBe('/Admin/Content/Edit/2');

    await choose('Feedback');
    await waitFor(() => expect(api.hits('/api/Content/SectionHasContent')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText(messages.contentOverwriteWarning)).toBeNull());
  });

  it('asks for a section and a title before sending anything', async () => {
    serveContent(api);
    showContentScreens('/Admin/Content/Add');
    await sectionSelect();
    fireEvent.click(screen.getByRole('button', { name: 'Add content' }));
    expect(
      await screen.findByText('Choose a section', { selector: '.mantine-InputWrapper-error' }),
    ).toBeTruthy();
    expect(screen.getByText('Title is required')).toBeTruthy();
    expect(api.hits('/api/Content/Add')).toHaveLength(0);
  });

  it("adds content, says 'Created <title>' and goes to the section's edit screen", async () => {
    const added = { id: 20, contentSectionId: 5, title: 'Tell us', copy: '' };
    serveContent(api);
    api.routes['POST /api/Content/Add'] = (_request, response) => {
      serveContent(api, [about, added]);
      sendJson(response, 200, added);
    };
    const { router } = showContentScreens('/Admin/Content/Add');
    await choose('Feedback');
    fireEvent.change(screen.getByRole('textbox', { name: /^Title/ }), { target: { value: ' Tell us ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add content' }));

    expect(await screen.findByText(`${messages.createdPrefix} Tell us`)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/Admin/Content/Edit/5'));
    expect(JSON.parse(api.hits('/api/Content/Add')[0]?.body ?? '{}')).toEqual({
      contentSectionId: 5,
      title: 'Tell us',
      copy: '',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit content' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Title/ }).value).toBe('Tell us'),
    );
  });

  it("shows the server's field messages on the inputs", async () => {
    serveContent(api);
    api.routes['POST /api/Content/Add'] = (_request, response) =>
      sendJson(response, 400, { error: 'Invalid request', fields: { title: 'Title is taken here' } });
    showContentScreens('/Admin/Content/Add');
    await choose('Feedback');
    fireEvent.change(screen.getByRole('textbox', { name: /^Title/ }), { target: { value: 'Tell us' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add content' }));
    expect(await screen.findByText('Title is taken here')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Title/ }).getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the error card with Try again when the sections cannot be loaded', async () => {
    api.routes['GET /api/Content/GetSections'] = (_request, response) =>
      sendJson(response, 503, { error: 'Unavailable' });
    showContentScreens('/Admin/Content/Add');
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 20_000 })).toBeTruthy();
    serveContent(api);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await sectionSelect()).toBeTruthy();
  });
});
