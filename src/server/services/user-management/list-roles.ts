import { asc } from 'drizzle-orm';
import { roles } from '../../db/schema/index';
import type { Deps } from '../deps';

/** Every role a user can be given, by name; no role at all is shown as 'Regular user'. */
export function listRoles({ db }: Deps<'db'>): Promise<{ id: number; name: string }[]> {
  return db.select({ id: roles.id, name: roles.name }).from(roles).orderBy(asc(roles.name));
}
