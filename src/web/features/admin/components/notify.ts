import { notifications } from '@mantine/notifications';
import { messages } from '../../../../shared/messages';

/** docs/spec.md §8 toast after an admin creates something: 'Success' / 'Created <name>'. */
export function notifyCreated(name: string): void {
  notifications.show({
    color: 'green',
    title: messages.createdTitle,
    message: `${messages.createdPrefix} ${name}`,
  });
}

/** docs/spec.md §8 toast after an admin saves a change: 'Updated' / 'Successfully updated <name>'. */
export function notifyUpdated(name: string): void {
  notifications.show({
    color: 'green',
    title: messages.updatedTitle,
    message: `${messages.updatedPrefix} ${name}`,
  });
}

/** A removal the server confirmed, named so a slip is noticed. */
export function notifyRemoved(what: string): void {
  notifications.show({ color: 'green', message: `Removed ${what}` });
}
