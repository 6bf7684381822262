import { notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from './lib/test-render';

afterEach(() => act(() => notifications.clean()));

const notificationRoots = () => document.querySelectorAll('.mantine-Notifications-root');

describe('Providers', () => {
  it('mounts the notification stack with the first notification, and shows that one', async () => {
    renderWithProviders(<p>Page</p>);
    expect(screen.getByText('Page')).toBeTruthy();
    expect(notificationRoots()).toHaveLength(0);

    act(() => {
      notifications.show({ message: 'Time saved' });
    });
    expect(await screen.findByText('Time saved')).toBeTruthy();
    expect(notificationRoots().length).toBeGreaterThan(0);

    // Once there, it stays for the next one (no remount, so no lost transition).
    act(() => notifications.clean());
    expect(notificationRoots().length).toBeGreaterThan(0);
    act(() => {
      notifications.show({ message: 'Second' });
    });
    expect(await screen.findByText('Second')).toBeTruthy();
  });
});
