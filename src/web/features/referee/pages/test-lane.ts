/** Test helper (not app code) for Record Times: picking a lane's competitor as a referee does. */
import { fireEvent, screen, within } from '@testing-library/react';

/** Types `search` in the lane's Competitor box and picks the option named `option`. */
export async function chooseInLane(lane: HTMLElement, search: string, option: RegExp | string) {
  const box = within(lane).getByRole('combobox', { name: 'Competitor' });
  // Mantine reads a change to an unfocused input as autofill, not typing.
  box.focus();
  fireEvent.change(box, { target: { value: search } });
  // The dropdown's opening transition leaves it display: none under happy-dom.
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}
