import type { SignUpResponse } from '../../shared/schemas/account';

/** The new account as the sign-up form needs it: never the hash, phone or flags. */
export function presentSignedUp(user: { id: number; userName: string; email: string }): SignUpResponse {
  return { id: user.id, userName: user.userName, email: user.email };
}
