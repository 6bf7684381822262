import { type AdminSectionKey, adminSections } from './sections';

/**
 * The docs/spec.md §2 admin screens as data: paths, titles and which page each shows. The lazy pages
 * themselves are in routes.tsx, so the hub's links can read this table without importing them.
 */
export type AdminPageKey =
  | 'equipmentAdd'
  | 'equipmentManage'
  | 'equipmentSingle'
  | 'equipmentEdit'
  | 'locationAdd'
  | 'locationManage'
  | 'locationSingle'
  | 'locationEdit'
  | 'locationResults'
  | 'locationTimes'
  | 'locationSign'
  | 'eventAdd'
  | 'eventManage'
  | 'eventSingle'
  | 'eventEdit'
  | 'contentAdd'
  | 'contentEdit'
  | 'contentView'
  | 'contentSection'
  | 'userAdd'
  | 'userManage'
  | 'userSingle'
  | 'userEdit'
  | 'smsSend'
  | 'audit';

/** One docs/spec.md §2 route: a path below its section's base, the title the hub links with, and its page. */
export interface AdminScreen {
  path: string;
  title: string;
  page: AdminPageKey;
}

/** docs/spec.md §2: "Remove routes reuse the manage screen in remove mode": no page of its own. */
export interface AdminRemoveScreen {
  path: 'Remove';
  title: string;
  reuses: 'Manage';
}

const removeMode = (title: string): AdminRemoveScreen => ({ path: 'Remove', title, reuses: 'Manage' });

/** The docs/spec.md §2 admin screens, one entry per route. */
export const adminScreens: Record<AdminSectionKey, (AdminScreen | AdminRemoveScreen)[]> = {
  equipment: [
    { path: 'Add', title: 'Add equipment', page: 'equipmentAdd' },
    { path: 'Manage', title: 'Manage equipment', page: 'equipmentManage' },
    removeMode('Remove equipment'),
    { path: 'Single/:equipId', title: 'Equipment details', page: 'equipmentSingle' },
    { path: 'Edit/:equipId', title: 'Edit equipment', page: 'equipmentEdit' },
  ],
  locations: [
    { path: 'Add', title: 'Add location', page: 'locationAdd' },
    { path: 'Manage', title: 'Manage locations', page: 'locationManage' },
    removeMode('Remove location'),
    { path: 'Single/:path', title: 'Location details', page: 'locationSingle' },
    { path: 'Edit/:path', title: 'Edit location', page: 'locationEdit' },
    { path: 'Results', title: 'Location results', page: 'locationResults' },
    { path: 'Time/:path', title: 'Location times', page: 'locationTimes' },
    /** Beyond docs/spec.md, for clubs: a printable sign with the course's stopwatch QR code. */
    { path: 'Sign/:path', title: 'QR sign', page: 'locationSign' },
  ],
  events: [
    { path: 'Add', title: 'Add event', page: 'eventAdd' },
    { path: 'Manage', title: 'Manage events', page: 'eventManage' },
    removeMode('Remove event'),
    { path: 'Single/:path', title: 'Event details', page: 'eventSingle' },
    { path: 'Edit/:path', title: 'Edit event', page: 'eventEdit' },
  ],
  content: [
    { path: 'Add', title: 'Add content', page: 'contentAdd' },
    { path: 'Edit/:contentSectionId?', title: 'Edit content', page: 'contentEdit' },
    { path: 'View', title: 'View content', page: 'contentView' },
    { path: 'View/:section', title: 'Content section', page: 'contentSection' },
  ],
  users: [
    { path: 'Add', title: 'Add user', page: 'userAdd' },
    { path: 'Manage', title: 'Manage users', page: 'userManage' },
    removeMode('Remove user'),
    { path: 'Single/:userId', title: 'User details', page: 'userSingle' },
    { path: 'Edit/:userId', title: 'Edit user', page: 'userEdit' },
  ],
  sms: [{ path: 'Send', title: 'Send SMS', page: 'smsSend' }],
  /** A section of one screen at its own address (path ''): /Admin/Audit. */
  audit: [{ path: '', title: 'Audit trail', page: 'audit' }],
};

/** The screens of a section a link can reach without an id (an optional id is simply left off). */
export function linkableScreens(sectionKey: AdminSectionKey): { to: string; title: string }[] {
  const base = adminSections.find((section) => section.key === sectionKey)?.base ?? '';
  return adminScreens[sectionKey]
    .map((screen) => ({ path: screen.path.replace(/\/:[^/]+\?$/, ''), title: screen.title }))
    .filter((screen) => !screen.path.includes(':'))
    .map((screen) => ({ to: screen.path ? `${base}/${screen.path}` : base, title: screen.title }));
}
