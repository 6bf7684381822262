import type { InjectOptions } from 'fastify';
import type { Role, SignedInUser, World } from '../hardening/world';
import type { TestApp } from '../harness';

/** The parts the access matrix's rows are built from (access-matrix.ts). */

export type Expected = Record<Role, number>;

const by = (
  guest: number,
  member: number,
  refereeOn: number,
  refereeOff: number,
  admin: number,
  disabled: number,
) => ({ guest, member, refereeOn, refereeOff, admin, disabled }) satisfies Expected;

/** No guard: a token is not read, so a disabled user's is ignored like any other. */
export const PUBLIC = by(200, 200, 200, 200, 200, 200);
/** guards.optional: a guest or a usable token; a disabled user's token is refused. */
export const OPTIONAL = by(200, 200, 200, 200, 200, 401);
/** guarded('member'). */
export const MEMBER = by(401, 200, 200, 200, 200, 401);
/** guarded('referee'), no record-level rule. */
export const REFEREE = by(401, 403, 200, 200, 200, 401);
/** guarded('referee') and timePolicy: only the event's referees and admins. */
export const EVENT_REFEREE = by(401, 403, 200, 403, 200, 401);
/** guarded('admin'). */
export const ADMIN = by(401, 403, 403, 403, 200, 401);
/** The member's own casual time: its owner and admins (timePolicy.mayDelete). */
export const OWNER = by(401, 200, 403, 403, 200, 401);

export interface CaseContext {
  t: TestApp;
  world: World;
  /** The caller (null for a guest): routes on one's own account get a body that fits the caller. */
  caller: SignedInUser | null;
}

export type CaseRequest = Omit<InjectOptions, 'method'> & { stream?: boolean };

export interface MatrixRow {
  expected: Expected;
  request: (context: CaseContext) => CaseRequest | Promise<CaseRequest>;
  /** The request's set-up changes the world's rows (deletes a time to undo): a new world per caller. */
  changesWorld?: true;
}

export const get = (url: string): CaseRequest => ({ url });
export const post = (url: string, payload?: object): CaseRequest => ({ url, payload });

const minutesAgo = (t: TestApp, minutes: number) => new Date(t.app.ctx.now().getTime() - minutes * 60_000);
const run = (t: TestApp) => {
  const timeStarted = minutesAgo(t, 3);
  const timeCompleted = minutesAgo(t, 2);
  return {
    timeStarted: timeStarted.toISOString(),
    timeCompleted: timeCompleted.toISOString(),
    duration: timeCompleted.getTime() - timeStarted.getTime(),
  };
};

/** `run(t)` timed with splits over the world's course (its one obstacle). */
export const runWithSplits = (t: TestApp, world: World) => {
  const timed = run(t);
  return { ...timed, splits: [{ equipmentId: world.equipment.id, ms: timed.duration }] };
};

let unique = 0;
export const fresh = (prefix: string) => {
  unique += 1;
  return `${prefix}${unique}`;
};
export const newPerson = () => {
  const userName = fresh('person');
  return {
    firstName: 'New',
    lastName: 'Person',
    userName,
    email: `${userName}@example.com`,
    phoneNumber: '0412345678',
    password: 'Secret123!',
  };
};
export const address = { streetNumber: '2', streetAddress: 'Ocean St', city: 'Bondi', state: 'NSW' };
export const eventTimes = { startTime: '2030-01-01T00:00:00.000Z', endTime: '2030-01-01T08:00:00.000Z' };

/** The caller, or for a guest the member, whose account the request names. */
export const self = ({ caller, world }: CaseContext) => caller ?? world.member;
