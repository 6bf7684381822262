import { inArray, like, or, sql } from 'drizzle-orm';
import { users } from '../db/schema/index';
import { verifyPassword } from '../lib/passwords';
import type { Deps } from '../services/deps';
import { DEMO_ACCOUNTS } from './seed/people';

/** Every demo person has an address at the reserved example.com domain. */
const DEMO_EMAIL_PATTERN = '%@example.com';

/**
 * User names (sorted) of the accounts that still sign in with a password the README publishes: the
 * demo accounts and every other demo person (all at example.com). The seed gives people of one role
 * the very same hash, so each distinct hash is verified once.
 */
export async function findPublishedPasswords({ db }: Deps<'db'>): Promise<string[]> {
  const candidates = await db
    .select({ userName: users.userName, passwordHash: users.passwordHash })
    .from(users)
    .where(
      or(
        inArray(
          sql`lower(${users.userName})`,
          DEMO_ACCOUNTS.map((account) => account.userName),
        ),
        like(sql`lower(${users.email})`, DEMO_EMAIL_PATTERN),
      ),
    );
  const published = [...new Set(DEMO_ACCOUNTS.map((account) => account.password))];
  const hashes = [...new Set(candidates.map((candidate) => candidate.passwordHash))];
  const exposed = new Set<string>();
  await Promise.all(
    hashes.map(async (hash) => {
      for (const password of published) {
        if (await verifyPassword(hash, password)) {
          exposed.add(hash);
          return;
        }
      }
    }),
  );
  return candidates
    .filter((candidate) => exposed.has(candidate.passwordHash))
    .map((candidate) => candidate.userName)
    .sort();
}

/**
 * Refuses the start of a server others can reach while such accounts exist (docs/decisions.md);
 * `reason` says why it can be reached (config.publicReason).
 */
export async function refusePublishedPasswords(
  deps: Deps<'db'>,
  { reason }: { reason: string },
): Promise<void> {
  const exposed = await findPublishedPasswords(deps);
  if (exposed.length === 0) return;
  const named =
    exposed.length > 10
      ? `${exposed.slice(0, 10).join(', ')} and ${exposed.length - 10} more`
      : exposed.join(', ');
  throw new Error(
    `Other machines can reach this server (${reason}), but these accounts still have the demo passwords the README publishes: ${named}. Change their passwords (or remove the demo data), or set DEMO_DATA=1 to run a demo on this address on purpose.`,
  );
}
