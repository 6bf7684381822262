/**
 * The headers of a call made with a gate pairing's token (a phone that joined with the code): sent
 * instead of the member's session, so a friend's phone uses the pairing and nothing of its own account.
 * No token: none, and the call goes as the signed-in member.
 */
export const pairingHeaders = (pairingToken: string | undefined): Record<string, string> =>
  pairingToken ? { Authorization: `Pairing ${pairingToken}` } : {};
