import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import type { Event } from '../../../../../shared/schemas/event';
import { paths } from '../../../../lib/paths';
import { eventTexts } from '../texts';

type EventLink = 'single' | 'edit' | 'public' | 'manage';

/** Where an event's screens lead: buttons (48 px targets), each named with the event where it helps. */
export function EventLinks({ event, show }: { event: Pick<Event, 'name' | 'path'>; show: EventLink[] }) {
  const links: Record<EventLink, { to: string; text: string; label?: string }> = {
    single: { to: paths.admin.events.single(event.path), text: eventTexts.view, label: `View ${event.name}` },
    edit: { to: paths.admin.events.edit(event.path), text: eventTexts.edit, label: `Edit ${event.name}` },
    public: { to: paths.event(event.path), text: eventTexts.publicPage },
    manage: { to: paths.admin.events.manage, text: eventTexts.backToManage },
  };
  return (
    <Group gap="sm">
      {show.map((key) => (
        <Button key={key} component={Link} to={links[key].to} variant="light" aria-label={links[key].label}>
          {links[key].text}
        </Button>
      ))}
    </Group>
  );
}
