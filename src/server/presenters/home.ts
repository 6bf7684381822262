import type { HomeSummary } from '../../shared/schemas/home';
import type { HomeSummaryData } from '../services/home/get-home-summary';
import { presentEvent } from './event';
import { presentLeaderboardRows } from './leaderboard';

export function presentHomeSummary(summary: HomeSummaryData): HomeSummary {
  return {
    event: summary.event ? presentEvent(summary.event) : null,
    eventOnNow: summary.eventOnNow,
    records: presentLeaderboardRows(summary.records),
  };
}
