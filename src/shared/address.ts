export interface AddressParts {
  streetNumber: string | null;
  streetAddress: string;
  city: string;
  state: string;
}

/** One line for display and map links: '12 Beach Rd, Bondi NSW' (street number optional). */
export function formatAddress({ streetNumber, streetAddress, city, state }: AddressParts): string {
  const street = [streetNumber, streetAddress]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  const town = [city, state]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  return [street, town].filter(Boolean).join(', ');
}
