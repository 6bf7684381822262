/**
 * Loopback ports of the browser-test stacks. Each Playwright worker has a stack of its own (the app
 * and its mailbox over a database of its own), so journeys in two workers never see each other's
 * data or rate limits. A worker finds its stack by Playwright's TEST_PARALLEL_INDEX; the stack's
 * server process is told its slot by E2E_STACK (playwright.config.ts starts one per worker).
 */
const APP_PORT_BASE = Number(process.env.E2E_APP_PORT ?? 3123);
const MAILBOX_PORT_BASE = Number(process.env.E2E_MAILBOX_PORT ?? APP_PORT_BASE + 1);

/** How many workers, and so stacks, the journeys run with. */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

export function stackPorts(slot: number): { app: number; mailbox: number; baseUrl: string } {
  const app = APP_PORT_BASE + 2 * slot;
  return { app, mailbox: MAILBOX_PORT_BASE + 2 * slot, baseUrl: `http://127.0.0.1:${app}` };
}

const own = stackPorts(Number(process.env.TEST_PARALLEL_INDEX ?? process.env.E2E_STACK ?? 0));
export const E2E_APP_PORT = own.app;
export const E2E_MAILBOX_PORT = own.mailbox;
export const E2E_BASE_URL = own.baseUrl;
