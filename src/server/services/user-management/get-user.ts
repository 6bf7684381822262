import type { Deps } from '../deps';
import { loadUserRecord, type UserRecord } from './user-record';

/** One user for the admin detail and edit screens; 404 when there is none. */
export function getUser({ db }: Deps<'db'>, { id }: { id: number }): Promise<UserRecord> {
  return loadUserRecord(db, { id });
}
