/**
 * Time the e-mail check takes on a 60 KB crafted value (a run of dots between two '@'), beside the
 * pattern it replaced, which backtracked quadratically on it. Usage: tsx bench/email-check.ts
 */
import { isEmailAddress } from '../src/shared/validation';

/** The pattern isEmailAddress replaced; kept here only to show the difference. */
const OLD_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const attack = `a@${'.'.repeat(60_000)}@`;

function time(label: string, check: (value: string) => boolean): void {
  const started = performance.now();
  const accepted = check(attack);
  console.log(`${label}: ${(performance.now() - started).toFixed(2)} ms (accepted: ${accepted})`);
}

console.log(`input: ${attack.length} characters`);
time('isEmailAddress', isEmailAddress);
time('old pattern', (value) => OLD_EMAIL_PATTERN.test(value));
