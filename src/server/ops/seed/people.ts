import { inArray } from 'drizzle-orm';
import { ROLE_ADMIN, ROLE_REFEREE, type RoleName } from '../../../shared/roles';
import type { Tx } from '../../db/client';
import { locationSubscriptions, roles, userRoles, users } from '../../db/schema/index';
import { hashPassword } from '../../lib/passwords';
import type { LocationIds, LocationKey } from './locations';
import { createRandom } from './random';

export interface DemoAccount {
  role: string;
  userName: string;
  password: string;
}

export const DEMO_ADMIN_USER_NAME = 'admin';
const PASSWORDS = { admin: 'Admin123!', referee: 'Referee123!', member: 'Member123!' } as const;
type PasswordKind = keyof typeof PASSWORDS;

/** The accounts printed at start; every other demo member also signs in with the member password. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { role: 'Admin', userName: DEMO_ADMIN_USER_NAME, password: PASSWORDS.admin },
  { role: 'Referee', userName: 'referee', password: PASSWORDS.referee },
  { role: 'Member', userName: 'member', password: PASSWORDS.member },
];

/** The ACMA's mobile numbers reserved for creative works: a demo SMS can never reach a real person. */
// biome-ignore format: six to a line, as the ACMA lists them
const FICTIONAL_MOBILES = [
  '0491570006', '0491570156', '0491570157', '0491570158', '0491570159', '0491570110',
  '0491570313', '0491570737', '0491571266', '0491571491', '0491571804', '0491572549',
  '0491572665', '0491572983', '0491573770', '0491573087', '0491574118', '0491574632',
  '0491575254', '0491575789', '0491576398', '0491576801', '0491577426', '0491577644',
  '0491578957', '0491578148', '0491578888', '0491579212', '0491579760', '0491579455',
].map((number) => `+61${number.slice(1)}`);

type PersonRow = [userName: string, firstName: string, lastName: string, homes: LocationKey[]];

const STAFF: PersonRow[] = [
  ['admin', 'Site', 'Admin', []],
  ['referee', 'Rebecca', 'Fraser', ['bondi']],
  ['ryanmck', 'Ryan', 'McKenzie', ['albertPark']],
];

/** Members and the courses they usually run (first = home course). */
const MEMBERS: PersonRow[] = [
  ['member', 'Sam', 'Taylor', ['bondi', 'southBank', 'albertPark']],
  ['oliviachen', 'Olivia', 'Chen', ['bondi']],
  ['jackwilliams', 'Jack', 'Williams', ['albertPark', 'bondi']],
  ['isla_nguyen', 'Isla', 'Nguyen', ['southBank']],
  ['noahbrown', 'Noah', 'Brown', ['bondi', 'glenelg']],
  ['mia.smith', 'Mia', 'Smith', ['glenelg']],
  ['liamobrien', 'Liam', "O'Brien", ['albertPark']],
  ['chloepatel', 'Chloe', 'Patel', ['southBank', 'bondi']],
  ['thommo', 'Tom', 'Thompson', ['bondi']],
  ['zarakhan', 'Zara', 'Khan', ['albertPark', 'glenelg']],
  ['ethanjones', 'Ethan', 'Jones', ['southBank']],
  ['grace_lee', 'Grace', 'Lee', ['bondi', 'southBank']],
  ['lachlanw', 'Lachlan', 'White', ['glenelg', 'albertPark']],
  ['rubymartin', 'Ruby', 'Martin', ['albertPark']],
  ['coopersingh', 'Cooper', 'Singh', ['southBank']],
  ['ameliakelly', 'Amelia', 'Kelly', ['bondi']],
  ['harrywalker', 'Harry', 'Walker', ['glenelg']],
  ['sienna_ross', 'Sienna', 'Ross', ['southBank', 'glenelg']],
  ['maxcampbell', 'Max', 'Campbell', ['albertPark', 'southBank']],
  ['ellie.wu', 'Ellie', 'Wu', ['bondi', 'albertPark']],
  ['jaxonh', 'Jaxon', 'Harris', ['southBank']],
  ['priyar', 'Priya', 'Rao', ['glenelg', 'bondi']],
  ['matildab', 'Matilda', 'Baker', ['albertPark']],
  // Removed by an admin: shows the Disabled view of Manage Users; no times so boards stay unambiguous.
  ['benjitran', 'Ben', 'Tran', []],
];
const DISABLED_MEMBERS = new Set(['benjitran']);
const ORGANISATIONS = ['Bondi Ninjas', 'Parkrun Volunteers', 'Southside CrossFit', null, null, null];

export interface DemoMember {
  id: number;
  userName: string;
  homes: LocationKey[];
}

export interface DemoPeople {
  adminId: number;
  refereeId: number;
  secondRefereeId: number;
  /** Active members only (the disabled one never competes). */
  members: DemoMember[];
}

export async function hashDemoPasswords(): Promise<Record<PasswordKind, string>> {
  const [admin, referee, member] = await Promise.all([
    hashPassword(PASSWORDS.admin),
    hashPassword(PASSWORDS.referee),
    hashPassword(PASSWORDS.member),
  ]);
  return { admin, referee, member };
}

const emailOf = (firstName: string, lastName: string) => {
  const local = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
  return `${local}@example.com`;
};

export async function insertPeople(
  tx: Tx,
  hashes: Record<PasswordKind, string>,
  locationIds: LocationIds,
): Promise<DemoPeople> {
  const random = createRandom(1201);
  const staffRows = STAFF.map(([userName, firstName, lastName], i) => ({
    userName,
    firstName,
    lastName,
    email: i < 2 ? `${userName}@example.com` : emailOf(firstName, lastName),
    phoneNumber: FICTIONAL_MOBILES[i],
    phoneNumberConfirmed: true,
    emailConfirmed: true,
    passwordHash: userName === DEMO_ADMIN_USER_NAME ? hashes.admin : hashes.referee,
    organisation: userName === DEMO_ADMIN_USER_NAME ? 'CourseClock' : 'Obstacle Sports Australia',
    smsNotifications: userName !== DEMO_ADMIN_USER_NAME,
  }));
  const memberRows = MEMBERS.map(([userName, firstName, lastName], i) => {
    const born = `${random.int(1972, 2008)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
    return {
      userName,
      firstName,
      lastName,
      email: userName === 'member' ? 'member@example.com' : emailOf(firstName, lastName),
      phoneNumber: FICTIONAL_MOBILES[STAFF.length + i],
      phoneNumberConfirmed: random.chance(0.8),
      emailConfirmed: true,
      passwordHash: hashes.member,
      organisation: random.pick(ORGANISATIONS),
      dateOfBirth: random.chance(0.6) ? born : null,
      emailNotifications: random.chance(0.85),
      smsNotifications: userName === 'member' || random.chance(0.45),
      disabled: DISABLED_MEMBERS.has(userName),
    };
  });
  const inserted = await tx
    .insert(users)
    .values([...staffRows, ...memberRows])
    .returning({ id: users.id, userName: users.userName, smsNotifications: users.smsNotifications });
  const idOf = new Map(inserted.map((row) => [row.userName, row.id]));

  const roleRows = await tx
    .select()
    .from(roles)
    .where(inArray(roles.name, [ROLE_ADMIN, ROLE_REFEREE]));
  const roleId = (name: RoleName) => {
    const role = roleRows.find((row) => row.name === name);
    if (!role) throw new Error(`Role ${name} is missing: run ensureRoles first`);
    return role.id;
  };
  await tx.insert(userRoles).values([
    { userId: idOf.get('admin') as number, roleId: roleId(ROLE_ADMIN) },
    { userId: idOf.get('referee') as number, roleId: roleId(ROLE_REFEREE) },
    { userId: idOf.get('ryanmck') as number, roleId: roleId(ROLE_REFEREE) },
  ]);

  // Members who want SMS follow the courses they run.
  const wantsSms = new Set(inserted.filter((row) => row.smsNotifications).map((row) => row.userName));
  const subscriptions = [...STAFF, ...MEMBERS]
    .filter(([userName]) => wantsSms.has(userName) && !DISABLED_MEMBERS.has(userName))
    .flatMap(([userName, , , homes]) =>
      homes.map((home) => ({ userId: idOf.get(userName) as number, locationId: locationIds[home] })),
    );
  if (subscriptions.length > 0) await tx.insert(locationSubscriptions).values(subscriptions);

  return {
    adminId: idOf.get('admin') as number,
    refereeId: idOf.get('referee') as number,
    secondRefereeId: idOf.get('ryanmck') as number,
    members: MEMBERS.filter(([userName]) => !DISABLED_MEMBERS.has(userName)).map(([userName, , , homes]) => ({
      id: idOf.get(userName) as number,
      userName,
      homes,
    })),
  };
}
