import { useCallback, useEffect, useMemo, useState } from 'react';
import { TAP_GUARD_MS } from '../../../lib/timing/tap-guard';

/** Where a lane stands for the bar: its clock running, and its own big button wholly on the screen. */
export interface LaneReach {
  running: boolean;
  inView: boolean;
}

/** What the lanes share with the bar of STOP buttons (components/RunningStops.tsx). */
export interface StopDock {
  /** The bar's element, where running lanes put their STOP (null until it is mounted). */
  target: HTMLElement | null;
  /**
   * While a running lane's own button is off the screen the bar shows, with every running lane's STOP;
   * it stays a moment after (TAP_GUARD_MS), so the late click of the tap that stopped the last one
   * lands on the bar, not on a lane's SAVE TIME it would uncover.
   */
  shown: boolean;
  /** A lane tells where it stands; null when it goes. */
  report: (laneId: string, reach: LaneReach | null) => void;
}

/** The bar's own view of the dock: it also hands over its element. */
export type StopDockBar = StopDock & { setTarget: (element: HTMLElement | null) => void };

/** The screen's height the bar takes (RunningStops.module.css): the page gets as much room below. */
const STOP_DOCK_HEIGHT_PX = 84;
/** The fixed top bar above (components/layout/Layout.module.css) and the bar below cover the page. */
export const STOP_DOCK_ROOT_MARGIN = `-64px 0px -${STOP_DOCK_HEIGHT_PX}px 0px`;

/**
 * The bar's state for one event's lanes. The page has room below its content for the bar, so what
 * it ends with (Add lane, the footer) scrolls clear of it.
 */
export function useStopDock(): StopDockBar {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const [reach, setReach] = useState<Readonly<Record<string, LaneReach>>>({});
  const report = useCallback((laneId: string, next: LaneReach | null) => {
    setReach((current) => {
      const now = current[laneId];
      if (next === null) {
        if (!now) return current;
        const { [laneId]: _gone, ...rest } = current;
        return rest;
      }
      if (now && now.running === next.running && now.inView === next.inView) return current;
      return { ...current, [laneId]: next };
    });
  }, []);
  const wanted = Object.values(reach).some((lane) => lane.running && !lane.inView);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (wanted) {
      setShown(true);
      return;
    }
    const hide = setTimeout(() => setShown(false), TAP_GUARD_MS);
    return () => clearTimeout(hide);
  }, [wanted]);

  // Room below the page for the bar, kept while the lanes are on screen: were it given and taken
  // with the bar, a page scrolled to its foot would jump as the bar comes and goes.
  useEffect(() => {
    const { style } = document.body;
    const before = style.paddingBottom;
    style.paddingBottom = `${STOP_DOCK_HEIGHT_PX}px`;
    return () => {
      style.paddingBottom = before;
    };
  }, []);

  return useMemo(() => ({ target, shown, report, setTarget }), [target, shown, report]);
}
