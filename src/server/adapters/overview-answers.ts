import type { Period } from '../../shared/limits';
import type { SerialisedPage } from './board-answers';
import { type Kept, KeptAnswers } from './kept-answers';

/**
 * The overview of one period as serialised, under every location board's counter together
 * (readOverview in get-overview.ts) and, for a rolling period, until its oldest time shown leaves
 * the window.
 */
export interface OverviewAnswer extends Kept<string> {
  page: SerialisedPage;
}

/**
 * This instance's overviews, one per period, kept as board answers are (kept-answers.ts). The home
 * page and the leaderboards page both open with one.
 */
export class OverviewAnswers extends KeptAnswers<Period, OverviewAnswer> {
  constructor() {
    super(8);
  }
}
