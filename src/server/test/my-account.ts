import type { TestApp } from './harness';

/** The member the My Account tests sign in: `runner`, runner@example.com, +61400000000. */
export async function signedInRunner(t: TestApp, overrides: Parameters<TestApp['createUser']>[0] = {}) {
  const user = await t.createUser({ userName: 'runner', email: 'runner@example.com', ...overrides });
  return { ...user, token: await t.login(user.userName) };
}

/** An UpdateAccount body for that member with their own e-mail and phone: a test spreads its change over it. */
export const runnerDetails = {
  firstName: 'Ruth',
  lastName: 'Runner',
  email: 'runner@example.com',
  userName: 'runner',
  phoneNumber: '+61400000000',
  emailNotifications: true,
  smsNotifications: false,
};
