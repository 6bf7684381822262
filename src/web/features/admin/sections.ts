/** SPEC §2 admin routes, grouped as the /Admin hub shows them. Paths are relative to the section base. */
export interface AdminPage {
  path: string;
  title: string;
}

export interface AdminSection {
  key: 'equipment' | 'locations' | 'events' | 'content' | 'users' | 'sms';
  title: string;
  description: string;
  base: string;
  pages: AdminPage[];
}

/** SPEC §2: Add, Manage, Remove, Single/{param} and Edit/{param}, "the same set" for each managed thing. */
function standardPages(thing: string, things: string, param: string): AdminPage[] {
  const title = `${thing.charAt(0).toUpperCase()}${thing.slice(1)}`;
  return [
    { path: 'Add', title: `Add ${thing}` },
    { path: 'Manage', title: `Manage ${things}` },
    { path: 'Remove', title: `Remove ${thing}` },
    { path: `Single/:${param}`, title: `${title} details` },
    { path: `Edit/:${param}`, title: `Edit ${thing}` },
  ];
}

export const adminSections: AdminSection[] = [
  {
    key: 'equipment',
    title: 'Equipment',
    description: 'Obstacles, their images and instructions.',
    base: '/Admin/Equipment',
    pages: standardPages('equipment', 'equipment', 'equipId'),
  },
  {
    key: 'locations',
    title: 'Locations',
    description: 'Courses, their equipment in order, and their times.',
    base: '/Admin/Locations',
    pages: [
      ...standardPages('location', 'locations', 'path'),
      { path: 'Results', title: 'Location results' },
      { path: 'Time/:path', title: 'Location times' },
    ],
  },
  {
    key: 'events',
    title: 'Events',
    description: 'Events, their times and referees.',
    base: '/Admin/Event',
    pages: standardPages('event', 'events', 'path'),
  },
  {
    key: 'content',
    title: 'Site content',
    description: 'Welcome, about, privacy, tips and feedback copy.',
    base: '/Admin/Content',
    pages: [
      { path: 'Add', title: 'Add content' },
      { path: 'Edit/:contentSectionId?', title: 'Edit content' },
      { path: 'View', title: 'View content' },
      { path: 'View/:section', title: 'Content section' },
    ],
  },
  {
    key: 'users',
    title: 'User management',
    description: 'Members, referees and admins.',
    base: '/Admin/UserManagement',
    pages: standardPages('user', 'users', 'userId'),
  },
  {
    key: 'sms',
    title: 'SMS',
    description: 'Text messages to subscribers.',
    base: '/Admin/Sms',
    pages: [{ path: 'Send', title: 'Send SMS' }],
  },
];

/** The pages of a section a link can reach without an id (an optional id is simply left off). */
export function linkablePages(section: AdminSection): { to: string; title: string }[] {
  return section.pages
    .map((page) => ({ path: page.path.replace(/\/:[^/]+\?$/, ''), title: page.title }))
    .filter((page) => !page.path.includes(':'))
    .map((page) => ({ to: `${section.base}/${page.path}`, title: page.title }));
}

export function sectionByKey(key: AdminSection['key']): AdminSection {
  const section = adminSections.find((candidate) => candidate.key === key);
  if (!section) throw new Error(`Unknown admin section ${key}`);
  return section;
}
