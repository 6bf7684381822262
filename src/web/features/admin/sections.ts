import { paths } from '../../lib/paths';

export type AdminSectionKey = 'equipment' | 'locations' | 'events' | 'content' | 'users' | 'sms' | 'audit';

/** docs/spec.md §2: the /Admin hub's sections; their screens are the table in routes.tsx. */
export interface AdminSection {
  key: AdminSectionKey;
  title: string;
  description: string;
  /** The section's own address, under which its screens live. */
  base: string;
}

export const adminSections: AdminSection[] = [
  {
    key: 'equipment',
    title: 'Equipment',
    description: 'Obstacles, their images and instructions.',
    base: paths.admin.equipment.base,
  },
  {
    key: 'locations',
    title: 'Locations',
    description: 'Locations, their equipment in order, and their times.',
    base: paths.admin.locations.base,
  },
  {
    key: 'events',
    title: 'Events',
    description: 'Events, their times and referees.',
    base: paths.admin.events.base,
  },
  {
    key: 'content',
    title: 'Site content',
    description: 'Welcome, about, privacy, tips and feedback copy.',
    base: paths.admin.content.base,
  },
  {
    key: 'users',
    title: 'User management',
    description: 'Members, referees and admins.',
    base: paths.admin.users.base,
  },
  {
    key: 'sms',
    title: 'SMS',
    description: 'Text messages to subscribers.',
    base: paths.admin.sms.base,
  },
  {
    key: 'audit',
    title: 'Audit trail',
    description: 'Every staff change, and deleted times to restore.',
    base: paths.admin.audit,
  },
];

export function sectionByKey(key: AdminSectionKey): AdminSection {
  const section = adminSections.find((candidate) => candidate.key === key);
  if (!section) throw new Error(`Unknown admin section ${key}`);
  return section;
}
