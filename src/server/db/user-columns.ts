import { asc, sql } from 'drizzle-orm';
import { users } from './schema/index';

/** The columns a user is named by (`displayName` in src/shared/format.ts reads them). */
export const userNameColumns = {
  id: users.id,
  userName: users.userName,
  firstName: users.firstName,
  lastName: users.lastName,
};

/** A user's name and contact details, as staff look people up. */
export const userContactColumns = {
  ...userNameColumns,
  email: users.email,
  phoneNumber: users.phoneNumber,
};

/** Users by user name, any case: the order of every list of people. */
export const byUserName = () => asc(sql`lower(${users.userName})`);
