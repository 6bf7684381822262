import type { Period } from '../../shared/limits';
import { AnswerCache, type Cached } from './answer-cache';
import type { SerialisedPage } from './board-answers';

/**
 * The overview of one period as serialised, under every active location's board counter together
 * (readOverview in services/leaderboard/read-overview.ts) and, for a rolling period, until its oldest
 * time shown leaves the window.
 */
interface OverviewAnswer extends Cached<string> {
  page: SerialisedPage;
}

/** One location's part of an overview (its name and top competitors) as UTF-8 JSON, under its own counter. */
export interface OverviewPart extends Cached<number> {
  body: Buffer;
}

/** Periods times the locations a club may run, with room to spare; a part is a few kilobytes. */
const MAX_PARTS = 2_000;

/**
 * This instance's overviews, one per period, kept as board answers are (answer-cache.ts), and the
 * location parts they are made of: a save changes one location's boards, so the next overview reads
 * that location's picks again and reuses every other part. The home page and the leaderboards page
 * both open with an overview.
 */
export class OverviewAnswers extends AnswerCache<Period, OverviewAnswer> {
  readonly parts = new AnswerCache<`${Period}:${number}`, OverviewPart>(MAX_PARTS);

  constructor() {
    super(8);
  }

  override clear(): void {
    super.clear();
    this.parts.clear();
  }
}
