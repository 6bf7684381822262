import type { Deps } from '../deps';
import { ownRunEvidence, type RunEvidence } from './own-run-evidence';
import { listOwnTimes, type OwnTime } from './own-times';

export interface MyResultsSummary {
  count: number;
  totalOfficial: number;
  totalUnofficial: number;
  latest: OwnTime | null;
  faster: boolean | null;
  diffPercent: number | null;
  official: OwnTime[];
  unofficial: OwnTime[];
  /** Removal reasons and crossing photos of the runs that have them, by time id. */
  evidence: Map<number, RunEvidence>;
}

/**
 * Percentage by which `latest` beats `best` (negative when slower), 2 decimal places:
 * (best − latest) / best × 100. E.g. best 50 s, latest 45 s → 10.
 */
function diffPercent(best: number, latest: number): number {
  return Math.round(((best - latest) / best) * 100 * 100) / 100;
}

/**
 * docs/design.md "My results". The latest run is compared with the best earlier run at the SAME
 * location (casual or comp alike): times on different courses are not comparable.
 * `faster` is null when there is no earlier run there.
 */
export async function myResults(deps: Deps<'db'>, { userId }: { userId: number }): Promise<MyResultsSummary> {
  const all = await listOwnTimes(deps, { userId });
  const official = all.filter((time) => time.official);
  const unofficial = all.filter((time) => !time.official);
  const [latest = null] = all;
  const earlier = latest ? all.slice(1).filter((time) => time.locationId === latest.locationId) : [];
  const best = earlier.reduce<OwnTime | null>(
    (fastest, time) => (!fastest || time.duration < fastest.duration ? time : fastest),
    null,
  );
  return {
    count: all.length,
    totalOfficial: official.length,
    totalUnofficial: unofficial.length,
    latest,
    faster: latest && best ? latest.duration < best.duration : null,
    diffPercent: latest && best ? diffPercent(best.duration, latest.duration) : null,
    official,
    unofficial,
    evidence: await ownRunEvidence(deps, { userId, timeIds: all.map((time) => time.id) }),
  };
}
