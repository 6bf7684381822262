/** Fixed loopback ports of the browser-test stack (the app and its mailbox). */
export const E2E_APP_PORT = Number(process.env.E2E_APP_PORT ?? 3123);
export const E2E_MAILBOX_PORT = Number(process.env.E2E_MAILBOX_PORT ?? 3124);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_APP_PORT}`;
