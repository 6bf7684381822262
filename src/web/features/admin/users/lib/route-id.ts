import { useParams } from 'react-router';

/** The `:userId` of Single/{userId} and Edit/{userId}: a whole number, else NaN (the page shows not found). */
export function useUserIdParam(): { id: number; raw: string } {
  const raw = useParams().userId ?? '';
  return { id: /^\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN, raw };
}
