import { useParams } from 'react-router';

/** The largest id a table's serial column holds (PostgreSQL integer). */
const MAX_ID = 2_147_483_647;

/**
 * An id read from the address (a route parameter, a query parameter, a select's value) as a positive
 * whole number; null for anything else, which a page shows as its not-found card without asking.
 */
export function idFrom(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= MAX_ID ? id : null;
}

/** The route parameter `name` as an id (`idFrom`), with the text as written for the not-found message. */
export function useIdParam(name: string): { id: number | null; raw: string } {
  const raw = useParams()[name] ?? '';
  return { id: idFrom(raw), raw };
}
