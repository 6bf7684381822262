import { useEffect, useState } from 'react';

/** How long a finished phone keeps its camera for the picture of its crossing, at most. */
const PHOTO_WAIT_MS = 15_000;

/**
 * Whether the phone's camera stays on: until the run is timed, then until the picture of this
 * phone's last crossing has been handed over (it needs a few frames after the crossing, which a busy
 * phone may deliver well after the server's answer), or 15 s at most. A crossing the server refused
 * (too soon after the start) is followed by another, whose picture is the one waited for.
 */
export function useCameraUntilPhoto(finished: boolean): {
  cameraOn: boolean;
  /** This phone posted a crossing: its picture is still to come. */
  crossed: () => void;
  /** The picture of the crossing posted last was handed over. */
  photoTaken: () => void;
} {
  const [taken, setTaken] = useState(false);
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    if (!finished) return;
    const timer = setTimeout(() => setWaited(true), PHOTO_WAIT_MS);
    return () => clearTimeout(timer);
  }, [finished]);
  return {
    cameraOn: !finished || (!taken && !waited),
    crossed: () => setTaken(false),
    photoTaken: () => setTaken(true),
  };
}
