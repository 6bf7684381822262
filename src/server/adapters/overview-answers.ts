import type { Period } from '../../shared/limits';
import type { SerialisedPage } from './board-answers';

/** The overview of one period as serialised, with the version and window it was read under. */
export interface OverviewAnswer {
  /** Every location board's counter together (readOverview in get-overview.ts). */
  version: string;
  /** Rolling periods: when the oldest time shown leaves the window, the picks may change. */
  validUntilMs: number;
  page: SerialisedPage;
}

/**
 * This instance's overviews, one per period, kept as the board answers are (board-answers.ts): used
 * only while the version they were read under is current, so a second instance's write makes a kept
 * overview unused, never wrong. The home page and the leaderboards page both open with it.
 */
export class OverviewAnswers {
  private readonly answers = new Map<Period, OverviewAnswer>();

  get(period: Period, version: string, nowMs: number): SerialisedPage | undefined {
    const answer = this.answers.get(period);
    if (!answer) return undefined;
    if (answer.version !== version || nowMs >= answer.validUntilMs) {
      this.answers.delete(period);
      return undefined;
    }
    return answer.page;
  }

  put(period: Period, answer: OverviewAnswer): void {
    this.answers.set(period, answer);
  }

  /** Forgets every overview: a test's database reset restarts the counters they were kept under. */
  clear(): void {
    this.answers.clear();
  }
}
