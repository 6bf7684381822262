import { PendingSavesNotice } from '../../../components/PendingSavesNotice';
import type { PendingSaves } from '../../../lib/timing/hooks/use-pending-saves';
import { timesWaitingToSend } from '../lib/texts';

/** The phone's queue on Record Times: '2 times waiting to send', for whom, and Try sending now. */
export function QueueNotice({ outbox }: { outbox: PendingSaves }) {
  return <PendingSavesNotice outbox={outbox} heading={timesWaitingToSend} testId="queue-notice" />;
}
