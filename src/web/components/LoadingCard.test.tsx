import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { renderWithProviders } from '../lib/test-render';
import { RecordErrorCard } from './LoadingCard';

describe('RecordErrorCard', () => {
  it('says a 404 record is missing and offers no retry', () => {
    renderWithProviders(
      <RecordErrorCard
        noun="course"
        missing="There is no open course at “nowhere”."
        error={new ApiError(404, 'Location not found')}
        onRetry={() => undefined}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Course not found');
    expect(screen.getByText('There is no open course at “nowhere”.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers a retry for any other failure', () => {
    renderWithProviders(
      <RecordErrorCard
        noun="event"
        missing="unused"
        error={new ApiError(503, 'Unavailable')}
        onRetry={() => undefined}
      />,
    );
    expect(screen.getByText('The event could not be loaded')).toBeTruthy();
    expect(screen.getByText('Unavailable')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
