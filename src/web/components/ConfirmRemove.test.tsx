import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { renderWithProviders } from '../lib/test-render';
import { ConfirmRemove } from './ConfirmRemove';

/** A manage screen's part: a button opens the dialog for one user. */
function RemoveUser({ onConfirm }: { onConfirm: () => unknown }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Remove jsmith
      </button>
      <ConfirmRemove
        opened={opened}
        onClose={() => setOpened(false)}
        title="Remove User"
        name="jsmith"
        description="jsmith will be disabled and can no longer log in."
        onConfirm={onConfirm}
      />
    </>
  );
}

async function open(onConfirm: () => unknown) {
  renderWithProviders(<RemoveUser onConfirm={onConfirm} />);
  fireEvent.click(screen.getByRole('button', { name: 'Remove jsmith' }));
  return screen.findByRole('dialog', { name: 'Remove User' });
}

function typeName(dialog: HTMLElement, text: string) {
  fireEvent.change(within(dialog).getByLabelText('Type jsmith to confirm'), { target: { value: text } });
}

const removeButton = (dialog: HTMLElement) =>
  within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Remove' });

describe('ConfirmRemove', () => {
  it('explains what happens and enables Remove only for the exact name', async () => {
    const dialog = await open(vi.fn());
    expect(within(dialog).getByText('jsmith will be disabled and can no longer log in.')).toBeTruthy();
    expect(removeButton(dialog).disabled).toBe(true);
    for (const near of ['jsmit', 'JSMITH', 'jsmith ', ' jsmith']) {
      typeName(dialog, near);
      expect(removeButton(dialog).disabled).toBe(true);
    }
    typeName(dialog, 'jsmith');
    expect(removeButton(dialog).disabled).toBe(false);
  });

  it('closes on Cancel without removing, and starts blank when opened again', async () => {
    const onConfirm = vi.fn();
    let dialog = await open(onConfirm);
    typeName(dialog, 'jsmith');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Remove jsmith' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove User' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Type jsmith to confirm').value).toBe('');
    expect(removeButton(dialog).disabled).toBe(true);
  });

  it('shows loading while the removal runs and closes when it succeeds', async () => {
    let finish: (() => void) | undefined;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const dialog = await open(onConfirm);
    typeName(dialog, 'jsmith');
    fireEvent.click(removeButton(dialog));

    await waitFor(() => expect(removeButton(dialog).getAttribute('data-loading')).toBe('true'));
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Cancel' }).disabled).toBe(true);
    expect(onConfirm).toHaveBeenCalledTimes(1);

    finish?.();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("keeps the dialog open with the failure's message in red", async () => {
    const dialog = await open(() => Promise.reject(new ApiError(404, 'User not found')));
    typeName(dialog, 'jsmith');
    fireEvent.submit(within(dialog).getByLabelText('Type jsmith to confirm'));

    expect((await within(dialog).findByRole('alert')).textContent).toBe('User not found');
    expect(screen.getByRole('dialog', { name: 'Remove User' })).toBeTruthy();
    expect(removeButton(dialog).disabled).toBe(false);
  });
});
