import { lazy, Suspense } from 'react';
import { ErrorCard, LoadingCard } from '../../../components/LoadingCard';
import type { GateScreenProps } from './gate/GateScreen';

/**
 * The gate screen (camera, worker, set-up pictures) is a chunk of its own: most runs are timed with
 * the buttons, and the stopwatch's first load stays as small as it was.
 */
const GateScreen = lazy(async () => {
  try {
    const { default: screen } = await import('./gate/GateScreen');
    return { default: screen };
  } catch {
    return { default: GateUnavailable };
  }
});

/** The screen could not be fetched (no signal): the buttons still time a run. */
function GateUnavailable({ onClose }: GateScreenProps) {
  return (
    <ErrorCard
      title="The gate could not load"
      message="Check your signal and try again, or time the run with the buttons."
      onRetry={onClose}
    />
  );
}

export function LazyGateScreen(props: GateScreenProps) {
  return (
    <Suspense fallback={<LoadingCard />}>
      <GateScreen {...props} />
    </Suspense>
  );
}
