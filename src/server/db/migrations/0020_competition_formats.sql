CREATE TABLE "time_marks" (
	"time_id" integer NOT NULL,
	"position" integer NOT NULL,
	"equipment_id" integer NOT NULL,
	"cleared" boolean NOT NULL,
	"ms" integer NOT NULL,
	CONSTRAINT "time_marks_pkey" PRIMARY KEY("time_id","position"),
	CONSTRAINT "time_marks_ms_positive" CHECK ("time_marks"."ms" > 0)
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "format" text DEFAULT 'time' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "penalty_seconds" integer;--> statement-breakpoint
ALTER TABLE "times" ADD COLUMN "course_obstacles" smallint;--> statement-breakpoint
ALTER TABLE "times" ADD COLUMN "obstacles_cleared" smallint;--> statement-breakpoint
ALTER TABLE "times" ADD COLUMN "obstacles_reached" smallint;--> statement-breakpoint
ALTER TABLE "times" ADD COLUMN "reached_ms" integer;--> statement-breakpoint
ALTER TABLE "time_marks" ADD CONSTRAINT "time_marks_time_id_times_id_fk" FOREIGN KEY ("time_id") REFERENCES "public"."times"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_format_valid" CHECK ("events"."format" in ('time', 'obstacles', 'penalty'));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_penalty_seconds" CHECK (("events"."format" = 'penalty') = ("events"."penalty_seconds" is not null) and ("events"."penalty_seconds" is null or "events"."penalty_seconds" between 1 and 600));--> statement-breakpoint
ALTER TABLE "times" ADD CONSTRAINT "times_marks_whole" CHECK (("times"."course_obstacles" is null) = ("times"."obstacles_cleared" is null) and ("times"."course_obstacles" is null) = ("times"."obstacles_reached" is null) and "times"."obstacles_reached" <= "times"."obstacles_cleared" and "times"."obstacles_cleared" <= "times"."course_obstacles" and ("times"."reached_ms" is null) = (coalesce("times"."obstacles_reached", 0) = 0));--> statement-breakpoint
-- Competition formats (src/shared/event-format.ts). THE board rule gains one condition: an official run
-- with a failed obstacle counts at its event (event_board_counts) but not on its location's boards,
-- which rank whole runs by their time: a run stopped at the second obstacle would otherwise top the
-- course's Comp board. A run without marks is whole.
CREATE FUNCTION board_counts(official boolean, duration integer, timing_method text, witnessed boolean,
  removed_at timestamptz, minimum_seconds integer, gate_only boolean, course_obstacles integer,
  obstacles_cleared integer)
RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT removed_at IS NULL
    AND coalesce(obstacles_cleared = course_obstacles, true)
    AND (official OR (duration >= coalesce(minimum_seconds, 0) * 1000
      AND (NOT gate_only OR (timing_method = 'gate' AND witnessed))))
$$;
--> statement-breakpoint
-- An official time counts on its event's board as recorded, unless an admin removed it.
CREATE FUNCTION event_board_counts(removed_at timestamptz)
RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT removed_at IS NULL
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION times_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT board_counts(NEW.official, NEW.duration, NEW.timing_method, NEW.witnessed, NEW.removed_at,
    l.minimum_seconds, l.gate_only, NEW.course_obstacles, NEW.obstacles_cleared) INTO NEW.counts
  FROM locations l WHERE l.id = NEW.location_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION locations_rule_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE times t SET counts = board_counts(t.official, t.duration, t.timing_method, t.witnessed, t.removed_at,
      n.minimum_seconds, n.gate_only, t.course_obstacles, t.obstacles_cleared)
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE t.location_id = n.id AND (n.minimum_seconds, n.gate_only) IS DISTINCT FROM (o.minimum_seconds, o.gate_only)
    AND t.counts IS DISTINCT FROM board_counts(t.official, t.duration, t.timing_method, t.witnessed, t.removed_at,
      n.minimum_seconds, n.gate_only, t.course_obstacles, t.obstacles_cleared);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rebuild_board_bests() RETURNS void LANGUAGE sql AS $$
  UPDATE times t SET counts = board_counts(t.official, t.duration, t.timing_method, t.witnessed, t.removed_at,
    l.minimum_seconds, l.gate_only, t.course_obstacles, t.obstacles_cleared)
  FROM locations l
  WHERE l.id = t.location_id AND t.counts IS DISTINCT FROM board_counts(t.official, t.duration, t.timing_method,
    t.witnessed, t.removed_at, l.minimum_seconds, l.gate_only, t.course_obstacles, t.obstacles_cleared);
  DELETE FROM board_bests;
  INSERT INTO board_bests (location_id, official, user_id, time_id, duration, time_started, time_completed,
    timing_method, witnessed)
  SELECT DISTINCT ON (t.location_id, t.official, t.user_id) t.location_id, t.official, t.user_id, t.id,
    t.duration, t.time_started, t.time_completed, t.timing_method, t.witnessed
  FROM times t
  WHERE t.counts
  ORDER BY t.location_id, t.official, t.user_id, t.duration, t.time_completed, t.id;
  UPDATE time_splits s SET on_board = t.counts
  FROM times t
  WHERE s.time_id = t.id AND s.on_board IS DISTINCT FROM t.counts;
$$;
--> statement-breakpoint
DROP FUNCTION board_counts(boolean, integer, text, boolean, timestamptz, integer, boolean);--> statement-breakpoint
-- The milliseconds an event's format adds for failed obstacles: the course's obstacles not cleared, at
-- a penalty event (a run stopped at a fail, marked for another format, is charged every one it missed).
CREATE FUNCTION run_penalty_ms(format text, penalty_seconds integer, course_obstacles integer,
  obstacles_cleared integer)
RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN format = 'penalty'
    THEN coalesce(course_obstacles - obstacles_cleared, 0) * coalesce(penalty_seconds, 0) * 1000 ELSE 0 END
$$;
--> statement-breakpoint
-- The figure an event's format ranks (a row's `rankedMs`): the time; the time plus penalties; the time
-- of the last obstacle cleared before the first fail (none cleared, or no marks: the time).
CREATE FUNCTION run_ranked_ms(format text, penalty_seconds integer, duration integer, course_obstacles integer,
  obstacles_cleared integer, reached_ms integer)
RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE format
    WHEN 'obstacles' THEN coalesce(reached_ms, duration)
    WHEN 'penalty' THEN duration + run_penalty_ms(format, penalty_seconds, course_obstacles, obstacles_cleared)
    ELSE duration END
$$;
--> statement-breakpoint
-- The obstacles a row shows as cleared: none at a time trial; those before the first fail at an
-- obstacles event; every one cleared at a penalty event; null for a run without marks (recorded before
-- the event took its format: it ranks as a whole course, board_measure).
CREATE FUNCTION run_obstacles_cleared(format text, course_obstacles integer, obstacles_cleared integer,
  obstacles_reached integer)
RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE format
    WHEN 'obstacles' THEN coalesce(obstacles_reached, course_obstacles)
    WHEN 'penalty' THEN obstacles_cleared
    ELSE NULL END
$$;
--> statement-breakpoint
-- THE order of an event's board, one number per run, smaller first (ties: earlier completion, then id,
-- board-sql.ts boardOrder): at an obstacles event the obstacles short of the course's end come first
-- (more cleared is better; none cleared ranks below one cleared), then the ranked milliseconds; at the
-- other formats the ranked milliseconds alone. A run without marks counts as a whole course.
CREATE FUNCTION board_measure(format text, penalty_seconds integer, duration integer, course_obstacles integer,
  obstacles_cleared integer, obstacles_reached integer, reached_ms integer)
RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN format = 'obstacles'
    THEN coalesce(course_obstacles - obstacles_reached, 0)::bigint * 4294967296 ELSE 0 END
    + run_ranked_ms(format, penalty_seconds, duration, course_obstacles, obstacles_cleared, reached_ms)
$$;
--> statement-breakpoint
-- A new format or penalty re-ranks the event's board for its live followers (its counter moves with
-- every update of the event: events_shown_bump, migration 0018).
CREATE FUNCTION events_format_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('board_changes', jsonb_build_object('locationId', n.location_id, 'eventId', n.id,
      'official', true)::text)
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.format, n.penalty_seconds) IS DISTINCT FROM (o.format, o.penalty_seconds);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER events_format_notify AFTER UPDATE ON events
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION events_format_notify();
--> statement-breakpoint
TRUNCATE ranked_boards;
