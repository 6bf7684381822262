import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../lib/test-render';
import { DateTimeField } from './DateTimeField';

// 5 March 2026, 2:30 in the afternoon, in the test machine's own time zone.
const fifthOfMarch = new Date(2026, 2, 5, 14, 30);

/** A form's part: it keeps what the field hands back. */
function StartTime({
  onChange,
  error,
  initial = fifthOfMarch,
}: {
  onChange: (value: Date | null) => void;
  error?: string;
  initial?: Date | null;
}) {
  const [value, setValue] = useState<Date | null>(initial);
  const keep = (picked: Date | null) => {
    setValue(picked);
    onChange(picked);
  };
  return <DateTimeField label="Start time" value={value} onChange={keep} error={error} />;
}

function renderField(onChange = vi.fn(), error?: string) {
  renderWithProviders(<StartTime onChange={onChange} error={error} />);
  return onChange;
}

// happy-dom lays nothing out, so the popover thinks its field scrolled away and hides its dropdown
// (display: none); `hidden: true` reads the dropdown anyway.
const shown = { hidden: true };

async function openPicker() {
  fireEvent.click(screen.getByRole('button', { name: 'Start time' }));
  return screen.findByRole('dialog', shown);
}

describe('DateTimeField', () => {
  it('shows the value as d/m/yyyy h:mm am/pm and is required', () => {
    renderField();
    const field = screen.getByRole('button', { name: 'Start time' });
    expect(field.textContent).toBe('5/3/2026 2:30 pm');
    expect(field.hasAttribute('required')).toBe(true);
  });

  it('marks the field invalid and describes it with the error', () => {
    renderField(vi.fn(), 'Start time is required');
    const field = screen.getByRole('button', { name: 'Start time' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Start time is required',
    );
  });

  it('opens an Australian calendar, weeks from Monday, and a 12-hour time without a clock', async () => {
    renderField();
    const picker = await openPicker();
    expect(within(picker).getByRole('button', { name: 'Choose the month', ...shown }).textContent).toBe(
      'March 2026',
    );
    expect(
      within(picker)
        .getAllByRole('columnheader', shown)
        .map((day) => day.textContent),
    ).toEqual(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']);
    expect(within(picker).getByRole<HTMLInputElement>('spinbutton', { name: 'Hour', ...shown }).value).toBe(
      '02',
    );
    expect(within(picker).getByRole<HTMLInputElement>('spinbutton', { name: 'Minute', ...shown }).value).toBe(
      '30',
    );
    expect(
      within(picker).getByRole<HTMLSelectElement>('combobox', { name: 'am or pm', ...shown }).value,
    ).toBe('pm');
  });

  it('hands back a Date: a new day keeps the time, a new half of the day keeps the day', async () => {
    const onChange = renderField();
    const picker = await openPicker();
    fireEvent.click(within(picker).getByRole('button', { name: '12 March 2026', ...shown }));
    expect(onChange).toHaveBeenLastCalledWith(new Date(2026, 2, 12, 14, 30));

    fireEvent.change(within(picker).getByRole('combobox', { name: 'am or pm', ...shown }), {
      target: { value: 'am' },
    });
    expect(onChange).toHaveBeenLastCalledWith(new Date(2026, 2, 12, 2, 30));
    expect(screen.getByRole('button', { name: 'Start time' }).textContent).toBe('12/3/2026 2:30 am');
  });

  it('opens an empty field at 9:00 am, and a picked day takes that time', async () => {
    const onChange = vi.fn();
    renderWithProviders(<StartTime onChange={onChange} initial={null} />);
    const picker = await openPicker();
    const hour = within(picker).getByRole<HTMLInputElement>('spinbutton', { name: 'Hour', ...shown });
    const minute = within(picker).getByRole<HTMLInputElement>('spinbutton', { name: 'Minute', ...shown });
    const half = within(picker).getByRole<HTMLSelectElement>('combobox', { name: 'am or pm', ...shown });
    expect([hour.value, minute.value, half.value]).toEqual(['09', '00', 'am']);
    const month = within(picker).getByRole('button', { name: 'Choose the month', ...shown }).textContent;
    fireEvent.click(within(picker).getByRole('button', { name: `15 ${month}`, ...shown }));
    const picked = onChange.mock.lastCall?.[0] as Date;
    expect([picked.getDate(), picked.getHours(), picked.getMinutes()]).toEqual([15, 9, 0]);
  });
});
