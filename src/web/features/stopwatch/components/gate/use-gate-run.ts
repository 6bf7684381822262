import { useCallback, useEffect, useRef, useState } from 'react';
import { type GateEvent, minimumRunMs } from '../../../../../shared/gate/detector';
import { epochOf } from '../../../../lib/gate/camera';
import { sendCrossingPhoto } from '../../../../lib/gate/crossing-photo-upload';
import { type GateCamera, useGateCamera } from '../../../../lib/gate/use-gate-camera';
import type { GateRecord } from '../../../../lib/timing/stopwatch';
import { createGateSounds } from './gate-sound';
import { settleWithin, useGateWitness } from './use-gate-witness';

/** Arm the gate waits this long at most for the run's witness (a pairing and the clock's offset). */
const WITNESS_WAIT_MS = 5_000;

/** The gate's run on the epoch clock: started at the first crossing, stopped at the finish. */
export type GateRun = { startedAt: number; stoppedAt: number | null };

interface GateRunOptions {
  locationId: number;
  /** A signed-in member's gate posts its crossings to the server, which witnesses the run. */
  signedIn: boolean;
  minimumSeconds: number | null | undefined;
  /**
   * The stopwatch holds a time not yet saved or kept: the gate does not arm until it is gone (a
   * gate's finish never replaces a time the member has not dealt with), then arms by itself.
   */
  holdsRun: boolean;
  /** The finish: the run goes to the stopwatch, to be saved as any other (with its pairing, if any). */
  onFinish: (run: GateRecord) => void;
}

/**
 * The single-phone gate's flow over the camera hook. It opens setting up: the camera runs and the
 * line can be placed, but nothing is timed (a hand propping the phone would cross the line) until
 * the member arms it. Then a crossing while ARMED starts the run (a beep, a buzz), the next one
 * after the course's minimum time finishes it (a longer, higher beep) and hands it to the
 * stopwatch; after that run is saved, kept or discarded, the gate arms again by itself.
 */
export function useGateRun({ locationId, signedIn, minimumSeconds, holdsRun, onFinish }: GateRunOptions): {
  camera: GateCamera;
  run: GateRun | null;
  /** Not armed yet since the screen opened: the set-up guide's time. */
  settingUp: boolean;
  /** Ends setting up: the gate arms and times the next crossing. */
  armGate: () => void;
  /** Arm the gate was pressed and the gate gets its witness ready first. */
  arming: boolean;
} {
  const [run, setRun] = useState<GateRun | null>(null);
  const [settingUp, setSettingUp] = useState(true);
  const [arming, setArming] = useState(false);
  // Read by the camera's event handler, which may run before the next render.
  const settingUpNow = useRef(true);
  const sounds = useRef<ReturnType<typeof createGateSounds> | null>(null);
  const finish = useRef(onFinish);
  finish.current = onFinish;
  const witness = useGateWitness({ locationId, enabled: signedIn });

  useEffect(() => {
    const made = createGateSounds();
    sounds.current = made;
    return () => made.close();
  }, []);

  const onEvent = (event: GateEvent) => {
    if (settingUpNow.current) return;
    // Saved times are whole milliseconds; the run's length is rounded once, from the detector's.
    const at = Math.round(epochOf(event.at));
    sounds.current?.signal(event.type);
    if (event.type === 'start') {
      witness.start(at);
      setRun({ startedAt: at, stoppedAt: null });
      return;
    }
    const startedAt = at - Math.round(event.durationMs);
    setRun({ startedAt, stoppedAt: at });
    // The save waits for the finish's post (a few seconds at most), so it never reaches the server first.
    void witness.finish({ startedAt, stoppedAt: at }).then((record) => {
      // A witnessed run is the crossings' instants on the server's clock, rounded apiece: the time on
      // screen becomes the one saved, to the hundredth.
      setRun((shown) =>
        shown?.stoppedAt === at ? { startedAt: record.startedAt, stoppedAt: record.stoppedAt } : shown,
      );
      finish.current(record);
    });
  };
  const camera = useGateCamera({
    minRunMs: minimumRunMs(minimumSeconds),
    onEvent,
    // The picture of each crossing goes to the run's pairing, as evidence beside the witnessed run.
    onCrossingPhoto: ({ crossing, blob }) => {
      const pairingId = witness.pairingId();
      if (pairingId !== null) void sendCrossingPhoto({ pairingId, role: crossing.type, blob });
    },
  });
  const { state, arm, cancel } = camera;

  // The detector arms itself whenever it learns a view: while setting up it is held back.
  useEffect(() => {
    if (settingUp && state !== 'IDLE') cancel();
  }, [settingUp, state, cancel]);
  // The first runner may cross at once: the gate arms once the server can witness that crossing (or
  // after a few seconds without signal, when the run is timed on the phone's clock alone).
  const armGate = useCallback(() => {
    setArming(true);
    void settleWithin(witness.prepare(), WITNESS_WAIT_MS).then(() => {
      settingUpNow.current = false;
      setSettingUp(false);
      setArming(false);
      arm();
    });
  }, [arm, witness.prepare]);

  // A run from before (or a re-armed detector after the line moved) is not this screen's run.
  useEffect(() => {
    if (state === 'ARMED' || state === 'IDLE') setRun(null);
    if (state === 'ARMED' && !settingUp) void witness.prepare();
  }, [state, settingUp, witness.prepare]);

  const waiting = useRef(false);
  useEffect(() => {
    if (settingUp) return;
    if (holdsRun && state === 'ARMED') {
      waiting.current = true;
      cancel();
    } else if (holdsRun && state === 'FINISHED') {
      waiting.current = true;
    } else if (!holdsRun && waiting.current && (state === 'IDLE' || state === 'FINISHED')) {
      waiting.current = false;
      arm();
    }
  }, [settingUp, holdsRun, state, arm, cancel]);

  return { camera, run, settingUp, armGate, arming };
}
