/**
 * A fresh Idempotency-Key (docs/architecture.md, "Idempotent writes"): one per thing the user means
 * to do once, sent again with every resend of it.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only in secure contexts; a phone on plain http over the LAN still needs a key.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
