export type AdminSectionKey = 'equipment' | 'locations' | 'events' | 'content' | 'users' | 'sms';

/** SPEC §2: the /Admin hub's sections; their screens are the table in routes.tsx. */
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
    base: '/Admin/Equipment',
  },
  {
    key: 'locations',
    title: 'Locations',
    description: 'Courses, their equipment in order, and their times.',
    base: '/Admin/Locations',
  },
  {
    key: 'events',
    title: 'Events',
    description: 'Events, their times and referees.',
    base: '/Admin/Event',
  },
  {
    key: 'content',
    title: 'Site content',
    description: 'Welcome, about, privacy, tips and feedback copy.',
    base: '/Admin/Content',
  },
  {
    key: 'users',
    title: 'User management',
    description: 'Members, referees and admins.',
    base: '/Admin/UserManagement',
  },
  {
    key: 'sms',
    title: 'SMS',
    description: 'Text messages to subscribers.',
    base: '/Admin/Sms',
  },
];

export function sectionByKey(key: AdminSectionKey): AdminSection {
  const section = adminSections.find((candidate) => candidate.key === key);
  if (!section) throw new Error(`Unknown admin section ${key}`);
  return section;
}
