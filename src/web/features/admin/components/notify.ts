import { notifications } from '@mantine/notifications';
import { messages } from '../../../../shared/messages';
import type { SuccessNotice } from '../../../lib/form-submit';

/** docs/spec.md §8 notice after an admin creates something: 'Success' / 'Created <name>'. */
export const createdNotice = (name: string): SuccessNotice => ({
  title: messages.createdTitle,
  message: `${messages.createdPrefix} ${name}`,
});

/** docs/spec.md §8 notice after an admin saves a change: 'Updated' / 'Successfully updated <name>'. */
export const updatedNotice = (name: string): SuccessNotice => ({
  title: messages.updatedTitle,
  message: `${messages.updatedPrefix} ${name}`,
});

/** A removal the server confirmed, named so a slip is noticed. */
export function notifyRemoved(what: string): void {
  notifications.show({ color: 'green', message: `Removed ${what}` });
}
