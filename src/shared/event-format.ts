/**
 * How an event is scored (docs/architecture.md, "The board rule"). Pure and free of zod: the admin's
 * form, the referee's lanes and the server share it. The ranking itself is SQL's (`board_measure`,
 * migration 0020); what is here checks a lane's marks and says each format in words.
 */

export const EVENT_FORMATS = ['time', 'obstacles', 'penalty'] as const;
export type EventFormat = (typeof EVENT_FORMATS)[number];

export const PENALTY_SECONDS_MIN = 1;
export const PENALTY_SECONDS_MAX = 600;

/** The format's name on screens (the admin's form, the event page). */
export const formatNames: Record<EventFormat, string> = {
  time: 'Time trial',
  obstacles: 'Furthest obstacle',
  penalty: 'Time with penalties',
};

/** How the event is scored, in one line (the event page, the big screen, the live board, the form). */
export function formatRule(format: EventFormat, penaltySeconds: number | null): string {
  if (format === 'obstacles') return 'Furthest obstacle wins; ties go to the faster time';
  if (format === 'penalty') return `Fastest time wins; each failed obstacle adds ${penaltySeconds ?? 0} s`;
  return 'Fastest time wins';
}

/** A referee's mark at one obstacle: cleared or failed, at `ms` from the start (cumulative). */
export interface ObstacleMark {
  equipmentId: number;
  cleared: boolean;
  ms: number;
}

export const markMessages = {
  notAtTimeEvent: 'Obstacles are marked only at an event scored by obstacles or penalties',
  required: 'Obstacles must be marked at this event: one mark per obstacle attempted',
  noCourse: 'Obstacles cannot be marked: this course has no obstacles',
  unknownEquipment: (equipmentId: number) =>
    `Obstacles name equipment ${equipmentId}, not an obstacle of this course`,
  order: "Obstacles must be marked in the course's order",
  penaltyAll: (obstacles: number) =>
    `Obstacles must have a mark for each of the course's ${obstacles} obstacles`,
  stopAtFail: 'Obstacles end at the first failed one: no mark may follow a fail',
  short: (obstacles: number) =>
    `Obstacles must be marked up to the first failed one or through all ${obstacles} of the course`,
  increasing: 'Obstacles must be marked at increasing times from the start',
  afterFinish: 'Obstacles cannot be marked after the run finished',
  splitsDisagree: "Obstacles must be marked at the splits' times",
} as const;

/**
 * Why `marks` cannot be saved with a run of `duration` at an event of `format` over `course` (equipment
 * ids in course order), or null when they can. `penalty`: every obstacle marked; `obstacles`: marks in
 * order up to the first fail (or through the course); `time`: none. Times strictly increasing, each
 * above 0 and at most the duration.
 */
export function checkMarks(
  marks: readonly ObstacleMark[],
  format: EventFormat,
  course: readonly number[],
  duration: number,
): string | null {
  if (format === 'time') return marks.length === 0 ? null : markMessages.notAtTimeEvent;
  if (marks.length === 0) return markMessages.required;
  if (course.length === 0) return markMessages.noCourse;
  const onCourse = new Set(course);
  const stranger = marks.find((mark) => !onCourse.has(mark.equipmentId));
  if (stranger) return markMessages.unknownEquipment(stranger.equipmentId);
  if (marks.length > course.length || marks.some((mark, position) => mark.equipmentId !== course[position]))
    return markMessages.order;
  const firstFail = marks.findIndex((mark) => !mark.cleared);
  if (format === 'penalty' && marks.length !== course.length) return markMessages.penaltyAll(course.length);
  if (format === 'obstacles') {
    if (firstFail !== -1 && firstFail < marks.length - 1) return markMessages.stopAtFail;
    if (firstFail === -1 && marks.length !== course.length) return markMessages.short(course.length);
  }
  if (marks.some((mark, position) => !(mark.ms > (position === 0 ? 0 : marks[position - 1].ms))))
    return markMessages.increasing;
  if (marks[marks.length - 1].ms > duration) return markMessages.afterFinish;
  return null;
}

/**
 * An obstacles event's run that a failed obstacle ended: its clock stopped at the fail, so it is short
 * by nature and not held to the course's minimum (which guards against a lane stopped by mistake).
 */
export const endedByFail = (format: EventFormat, marks: readonly ObstacleMark[]): boolean =>
  format === 'obstacles' && marks.some((mark) => !mark.cleared);

/** Marks given with splits of the same run: each mark at its obstacle's split time. */
export function marksAgreeWithSplits(
  marks: readonly ObstacleMark[],
  splits: readonly { equipmentId: number; ms: number }[],
): boolean {
  return marks.every(
    (mark, position) => splits[position]?.equipmentId === mark.equipmentId && splits[position].ms === mark.ms,
  );
}

/**
 * What a board ranks of a run's marks, kept on its time (migration 0020): the course's length when
 * marked, the obstacles cleared, those cleared before the first fail and the time of the last of them.
 */
export interface MarkFacts {
  courseObstacles: number;
  obstaclesCleared: number;
  obstaclesReached: number;
  reachedMs: number | null;
}

export function markFactsOf(marks: readonly ObstacleMark[], courseObstacles: number): MarkFacts {
  const firstFail = marks.findIndex((mark) => !mark.cleared);
  const reached = firstFail === -1 ? marks.length : firstFail;
  return {
    courseObstacles,
    obstaclesCleared: marks.filter((mark) => mark.cleared).length,
    obstaclesReached: reached,
    reachedMs: reached === 0 ? null : marks[reached - 1].ms,
  };
}

/** A run's marks in a few words, as the save notice says it: "4 of 6 cleared" or "+30 s". */
export function marksSummary(
  format: EventFormat,
  { obstaclesCleared, penaltyMs }: { obstaclesCleared: number | null; penaltyMs: number },
  courseObstacles: number,
): string | null {
  if (format === 'obstacles' && obstaclesCleared !== null)
    return `${obstaclesCleared} of ${courseObstacles} cleared`;
  if (format === 'penalty') return penaltyMs === 0 ? 'No penalty' : `+${Math.round(penaltyMs / 1000)} s`;
  return null;
}
