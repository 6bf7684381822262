import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../../lib/api-base';
import { renderWithProviders } from '../../../lib/test-render';
import { CalendarFeedLink, calendarFeedUrls } from './CalendarFeedLink';

afterEach(() => configureApiClient({ baseUrl: '' }));

describe('calendarFeedUrls', () => {
  it('resolves the same-origin feed against the page, with a webcal twin', () => {
    expect(calendarFeedUrls('https://clock.example.org/Events?eventId=3')).toEqual({
      https: 'https://clock.example.org/api/Event/calendar.ics',
      webcal: 'webcal://clock.example.org/api/Event/calendar.ics',
    });
  });

  it('follows an API served elsewhere, keeping its port', () => {
    configureApiClient({ baseUrl: 'http://127.0.0.1:4010/' });
    expect(calendarFeedUrls('https://clock.example.org/Events')).toEqual({
      https: 'http://127.0.0.1:4010/api/Event/calendar.ics',
      webcal: 'webcal://127.0.0.1:4010/api/Event/calendar.ics',
    });
  });
});

describe('CalendarFeedLink', () => {
  it('offers the subscription and the file as links', () => {
    renderWithProviders(<CalendarFeedLink />);
    const subscribe = screen.getByRole('link', { name: 'Subscribe in your calendar' });
    expect(subscribe.getAttribute('href')).toMatch(/^webcal:\/\/[^/]+\/api\/Event\/calendar\.ics$/);
    const file = screen.getByRole('link', { name: 'iCal feed (.ics)' });
    expect(file.getAttribute('href')).toMatch(/^https?:\/\/[^/]+\/api\/Event\/calendar\.ics$/);
    expect(screen.getByRole('region', { name: 'Events calendar' })).toBeTruthy();
  });
});
