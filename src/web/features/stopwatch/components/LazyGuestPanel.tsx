import { lazy, Suspense } from 'react';
import { ErrorCard, LoadingCard } from '../../../components/LoadingCard';
import { stopwatchTexts } from '../texts';
import type { GuestPanel as GuestPanelType } from './GuestPanel';

/**
 * The guest's login and sign-up forms, with their form library and tooltip, are a chunk of their own:
 * most people who open a stopwatch are signed in, and a phone's first load stays small.
 * `preloadGuestPanel` fetches it when a guest starts a run, so it is there when the run stops.
 */
const loadGuestPanel = () => import('./GuestPanel');

export function preloadGuestPanel(): void {
  void loadGuestPanel().catch(() => {
    // No signal: the panel says so when it is needed, and the run stays stored meanwhile.
  });
}

const GuestPanel = lazy(() =>
  loadGuestPanel().then(
    (module) => ({ default: module.GuestPanel }),
    () => ({ default: GuestPanelUnavailable }),
  ),
);

/** The forms could not be fetched: a reload tries again, and the stopped run survives it. */
function GuestPanelUnavailable() {
  return (
    <ErrorCard
      title={stopwatchTexts.guestPanelUnavailable}
      message={stopwatchTexts.guestPanelRetry}
      onRetry={() => window.location.reload()}
    />
  );
}

export function LazyGuestPanel(props: Parameters<typeof GuestPanelType>[0]) {
  return (
    <Suspense fallback={<LoadingCard />}>
      <GuestPanel {...props} />
    </Suspense>
  );
}
