import { formatDuration } from '../../../../shared/format';
import type { RunSaveStatus } from '../../../lib/timing/hooks/use-pending-saves';
import { lastSavedTexts } from './texts';

/**
 * What a lane last saved, shown in the lane until its next save: the run (its save's Idempotency-Key,
 * so the lane can tell whether it is still waiting on the phone), whose it was and how long.
 */
export interface LastSaved {
  runId: string;
  /** The competitor's display name. */
  name: string;
  durationMs: number;
  /** At an event scored by obstacles or penalties, what its marks came to ('4 of 6 cleared', '+30 s'). */
  marks?: string;
}

/** A stored LastSaved, or null when missing or malformed. */
export function lastSavedFrom(value: unknown): LastSaved | null {
  if (typeof value !== 'object' || value === null) return null;
  const { runId, name, durationMs, marks } = value as Record<string, unknown>;
  if (typeof runId !== 'string' || runId === '' || typeof name !== 'string') return null;
  if (typeof durationMs !== 'number' || !Number.isFinite(durationMs) || durationMs < 0) return null;
  return typeof marks === 'string' && marks !== ''
    ? { runId, name, durationMs, marks }
    : { runId, name, durationMs };
}

/**
 * The lane's line: 'Last saved: Mia Smith 0:07.34' once the server has it (with its marks at an event
 * scored by them: '0:07.34 (4 of 6 cleared)'); while the save waits on the phone, or after the server
 * refused it from the queue, the line says that instead.
 */
export function lastSavedText(last: LastSaved, status: RunSaveStatus, rejection?: string): string {
  const duration = formatDuration(last.durationMs);
  const time = last.marks ? `${duration} (${last.marks})` : duration;
  if (status === 'kept' || status === 'sending') return lastSavedTexts.kept(last.name, time);
  if (status === 'rejected') return lastSavedTexts.refused(last.name, time, rejection);
  return lastSavedTexts.saved(last.name, time);
}
