import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO } from './fixtures';
import { bearer } from './page-api';

/** A member as the referee's Add User made them, with what signs them in. */
export interface NewMember {
  id: number;
  userName: string;
  email: string;
  /** 04 and eight digits, as the form takes it (the app sends texts to +614…). */
  phoneNumber: string;
  password: string;
}

let serial = 0;

/**
 * A member of the journey's own, added by the demo referee through Add User: a staff write (it has an
 * audit row), and no per-address sign-up limit spent. `prefix` (up to 5 letters) starts the user name;
 * the user name, e-mail and phone are new on every call, also across a retried journey on the same
 * stack (a new worker starts the count again, the clock does not).
 */
export async function refereeAddsMember(
  request: APIRequestContext,
  who: { prefix: string; firstName: string; lastName: string; password?: string },
): Promise<NewMember> {
  serial += 1;
  const n = `${Date.now() % 10_000_000}`.padStart(7, '0');
  const member = {
    firstName: who.firstName,
    lastName: who.lastName,
    userName: `${who.prefix}${n}`,
    email: `${who.prefix}${n}@example.com`,
    phoneNumber: `04${n}${serial % 10}`,
    password: who.password ?? 'Runner#2025x',
  };
  const created = await request.post('/api/Referee/CreateUser', {
    headers: await bearer(request, DEMO.referee),
    data: member,
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  return { id, ...member };
}
