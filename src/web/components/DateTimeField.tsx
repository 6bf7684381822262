import '@mantine/dates/styles.css';
import 'dayjs/locale/en-au';
import { DatesProvider, DateTimePicker } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';

/** docs/spec.md §9: dates as day/month/year, times as hour:minute am or pm. */
const dateTimeFormat = 'D/M/YYYY h:mm a';

interface DateTimeFieldProps {
  label: string;
  /** An instant; null until one is picked. Send it as `value.toISOString()`. */
  value: Date | null;
  onChange: (value: Date | null) => void;
  error?: ReactNode;
  description?: ReactNode;
  /** SPEC: the time picker is required; pass false for an optional one. */
  required?: boolean;
  minDate?: Date;
  maxDate?: Date;
  disabled?: boolean;
}

const timePickerProps = {
  format: '12h',
  amPmLabels: { am: 'am', pm: 'pm' },
  withDropdown: false,
  hoursInputLabel: 'Hour',
  minutesInputLabel: 'Minute',
  amPmInputLabel: 'am or pm',
} as const;

/** A new date and time starts at 9:00 am on the day picked: events start in the morning, not at midnight. */
const defaultTime = '09:00';

const calendarLabels = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
  monthLevelControl: 'Choose the month',
  yearLevelControl: 'Choose the year',
};

/**
 * SPEC's time picker: Australian locale, 12-hour, typed hours and minutes (no clock face), required.
 * The value is a Date (not the picker's zone-less "YYYY-MM-DD HH:mm:ss" text), so what reaches the
 * server is one unambiguous instant read in the browser's time zone.
 */
export function DateTimeField({ value, onChange, required = true, ...props }: DateTimeFieldProps) {
  return (
    <DatesProvider settings={{ locale: 'en-au', firstDayOfWeek: 1 }}>
      <DateTimePicker
        {...props}
        required={required}
        clearable={!required}
        value={value}
        onChange={(picked) => onChange(picked === null ? null : dayjs(picked).toDate())}
        // Only while empty: with a value, the picker must open at that value's own time.
        defaultTimeValue={value === null ? defaultTime : undefined}
        valueFormat={dateTimeFormat}
        placeholder="d/m/yyyy h:mm am"
        // The placeholder is text in a button, which axe checks: Mantine's gray-5 is about 2.6:1 on white.
        styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
        leftSection={<IconCalendar size={16} aria-hidden="true" />}
        timePickerProps={timePickerProps}
        submitButtonProps={{ 'aria-label': 'Done' }}
        ariaLabels={calendarLabels}
      />
    </DatesProvider>
  );
}
