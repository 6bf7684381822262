import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../lib/test-render';
import { RichTextEditor } from './RichTextEditor';

/** A form's part: it keeps what the editor hands back and can load another record. */
function Instructions({ initial, onChange }: { initial: string; onChange: (html: string) => void }) {
  const [html, setHtml] = useState(initial);
  return (
    <>
      <RichTextEditor
        label="Instructions"
        value={html}
        onChange={(next) => {
          setHtml(next);
          onChange(next);
        }}
        error={html === '' ? 'Instructions are required' : undefined}
        required
      />
      <button type="button" onClick={() => setHtml('<p>Another obstacle</p>')}>
        Load another
      </button>
    </>
  );
}

function renderEditor(initial = '<p>Climb the wall</p>') {
  const onChange = vi.fn();
  renderWithProviders(<Instructions initial={initial} onChange={onChange} />);
  return { onChange, text: screen.getByRole('textbox', { name: 'Instructions' }) };
}

/** Selects everything in the editor, as Ctrl+A does. */
function selectAll(text: HTMLElement) {
  text.focus();
  fireEvent.keyDown(text, { key: 'a', code: 'KeyA', ctrlKey: true });
}

describe('RichTextEditor', () => {
  it('shows the HTML it is given in a labelled, required text area', () => {
    const { text } = renderEditor('<p>Climb the <strong>wall</strong></p>');
    expect(text.getAttribute('contenteditable')).toBe('true');
    expect(text.getAttribute('aria-required')).toBe('true');
    expect(text.innerHTML).toContain('<strong>wall</strong>');
  });

  it('hands back HTML when the toolbar formats the text', async () => {
    const { onChange, text } = renderEditor();
    selectAll(text);
    fireEvent.click(screen.getByRole('button', { name: 'Bold' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p><strong>Climb the wall</strong></p>'));
  });

  it('sets a font size from 8 to 24 as a span the server keeps', async () => {
    const { onChange, text } = renderEditor();
    const sizes = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Font size' });
    expect(Array.from(sizes.options, (option) => option.value).slice(1)).toEqual([
      '8',
      '9',
      '10',
      '11',
      '12',
      '14',
      '16',
      '18',
      '20',
      '22',
      '24',
    ]);
    selectAll(text);
    fireEvent.change(sizes, { target: { value: '18' } });
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        '<p><span style="font-size: 18px;">Climb the wall</span></p>',
      ),
    );
  });

  it('keeps sizes from 8 to 24 in the HTML it is given and drops others', () => {
    const { text } = renderEditor(
      '<p><span style="font-size: 8px">small</span> <span style="font-size: 30px">huge</span></p>',
    );
    expect(text.innerHTML).toBe('<p><span style="font-size: 8px;">small</span> huge</p>');
  });

  it('replaces its text when the value changes from outside, without reporting an edit', async () => {
    const { onChange, text } = renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Load another' }));
    await waitFor(() => expect(text.textContent).toBe('Another obstacle'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it("reports an emptied text as '' and shows the form's error on the text area", async () => {
    const { onChange, text } = renderEditor();
    selectAll(text);
    fireEvent.keyDown(text, { key: 'Backspace', code: 'Backspace' });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(''));
    await waitFor(() => expect(text.getAttribute('aria-invalid')).toBe('true'));
    const described = document.getElementById(text.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Instructions are required');
  });
});
