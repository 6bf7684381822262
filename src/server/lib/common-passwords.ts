import { readFileSync } from 'node:fs';
import { messages } from '../../shared/messages';
import { invalidField } from './http-errors';

/**
 * The 10,000 most common passwords, lower-cased (the file's header names its source; made by
 * scripts/common-passwords.ts). Kept on the server only: the web app would otherwise download it.
 * Beside this module in the sources, beside dist-server/main.js once bundled (build-server.mjs copies
 * it). Read when the module loads, so a deployment without it fails at start, not at a sign-up.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#')),
);

/** Whether the password is on the list, whatever its letters' case ("QWERTY123" is "qwerty123"). */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/**
 * A 400 naming `field` for a common password: every path that sets a chosen password calls it before
 * hashing, after the shared schema's rules (which the web checks too) have passed.
 */
export function refuseCommonPassword(field: string, password: string): void {
  if (isCommonPassword(password)) throw invalidField(field, messages.passwordTooCommon);
}
