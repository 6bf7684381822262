import { FIRST_READS_ELEMENT_ID, type FirstRead, firstReadKey } from '../../shared/first-reads';

let answers: Map<string, unknown> | null = null;

/** The answers the page arrived with (src/server/plugins/page-html.ts), read from the page once. */
function embeddedAnswers(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const text =
    typeof document === 'undefined' ? null : document.getElementById(FIRST_READS_ELEMENT_ID)?.textContent;
  if (text) {
    try {
      for (const [key, value] of Object.entries(JSON.parse(text) as Record<string, unknown>))
        answers.set(key, value);
    } catch {
      // A page without usable answers simply fetches them.
    }
  }
  return answers;
}

/**
 * The answer to `read` the page arrived with, once (docs/architecture.md, "First reads"): the first
 * screen renders without a round trip, and any later read of the same thing (a refetch, a return to
 * the page) goes to the server.
 */
export function takeFirstRead(read: FirstRead): { value: unknown } | undefined {
  const embedded = embeddedAnswers();
  const key = firstReadKey(read);
  if (!embedded.has(key)) return undefined;
  const value = embedded.get(key);
  embedded.delete(key);
  return { value };
}

/** Tests: forget what was read, so the next read looks at the page again. */
export function resetFirstReads(): void {
  answers = null;
}
