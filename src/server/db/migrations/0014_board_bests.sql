CREATE TABLE "board_bests" (
	"location_id" integer NOT NULL,
	"official" boolean NOT NULL,
	"gate_timed" boolean DEFAULT false NOT NULL,
	"user_id" integer NOT NULL,
	"time_id" integer NOT NULL,
	"duration" integer NOT NULL,
	"time_started" timestamp with time zone NOT NULL,
	"time_completed" timestamp with time zone NOT NULL,
	"timing_method" text NOT NULL,
	CONSTRAINT "board_bests_pkey" PRIMARY KEY("location_id","official","gate_timed","user_id")
);
--> statement-breakpoint
CREATE INDEX "board_bests_order" ON "board_bests" USING btree ("location_id","official","gate_timed","duration","time_completed","user_id","time_id","time_started","timing_method");--> statement-breakpoint
-- Each competitor's best on each location board, kept in the transaction that changes it
-- (src/server/db/schema/boards.ts). A time counts on a casual board from the location's plausible
-- minimum up; official times always count. The best is the first in (duration, completion, id) order.
-- Each key has a best of all its runs (gate_timed false) and, on casual boards, one of its gate-timed
-- runs alone (gate_timed true), which a gate-only location's casual boards read.
-- refresh_board_bests reads the bests of the given (location, official, user) keys again from times.
-- It locks their kept rows first, so a save still open that kept a better time commits before the
-- times are read (each statement below takes a new snapshot) and is not overwritten.
CREATE FUNCTION refresh_board_bests(location_ids integer[], officials boolean[], user_ids integer[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM FROM board_bests b
    JOIN unnest(location_ids, officials, user_ids) k(location_id, official, user_id)
      ON b.location_id = k.location_id AND b.official = k.official AND b.user_id = k.user_id
    ORDER BY b.location_id, b.official, b.gate_timed, b.user_id
    FOR UPDATE OF b;
  WITH keys AS (
    SELECT DISTINCT k.location_id, k.official, k.user_id
    FROM unnest(location_ids, officials, user_ids) k(location_id, official, user_id)
  ), best AS (
    SELECT DISTINCT ON (t.location_id, t.official, g.gate_timed, t.user_id) t.location_id, t.official,
      g.gate_timed, t.user_id, t.id, t.duration, t.time_started, t.time_completed, t.timing_method
    FROM keys k
    JOIN times t ON t.location_id = k.location_id AND t.official = k.official AND t.user_id = k.user_id
    JOIN locations l ON l.id = t.location_id
    CROSS JOIN (VALUES (false), (true)) g(gate_timed)
    WHERE (t.official OR t.duration >= coalesce(l.minimum_seconds, 0) * 1000)
      AND (NOT g.gate_timed OR (NOT t.official AND t.timing_method = 'gate'))
    ORDER BY t.location_id, t.official, g.gate_timed, t.user_id, t.duration, t.time_completed, t.id
  ), gone AS (
    DELETE FROM board_bests b USING keys k
    WHERE b.location_id = k.location_id AND b.official = k.official AND b.user_id = k.user_id
      AND NOT EXISTS (SELECT FROM best s WHERE s.location_id = k.location_id AND s.official = k.official
        AND s.gate_timed = b.gate_timed AND s.user_id = k.user_id)
  )
  INSERT INTO board_bests (location_id, official, gate_timed, user_id, time_id, duration, time_started,
    time_completed, timing_method)
  SELECT location_id, official, gate_timed, user_id, id, duration, time_started, time_completed, timing_method
  FROM best
  ON CONFLICT (location_id, official, gate_timed, user_id) DO UPDATE SET time_id = excluded.time_id,
    duration = excluded.duration, time_started = excluded.time_started,
    time_completed = excluded.time_completed, timing_method = excluded.timing_method;
END $$;
--> statement-breakpoint
-- Every best again from times: for this migration, and after a bulk load made with triggers off.
CREATE FUNCTION rebuild_board_bests() RETURNS void LANGUAGE sql AS $$
  DELETE FROM board_bests;
  INSERT INTO board_bests (location_id, official, gate_timed, user_id, time_id, duration, time_started,
    time_completed, timing_method)
  SELECT DISTINCT ON (t.location_id, t.official, g.gate_timed, t.user_id) t.location_id, t.official,
    g.gate_timed, t.user_id, t.id, t.duration, t.time_started, t.time_completed, t.timing_method
  FROM times t
  JOIN locations l ON l.id = t.location_id
  CROSS JOIN (VALUES (false), (true)) g(gate_timed)
  WHERE (t.official OR t.duration >= coalesce(l.minimum_seconds, 0) * 1000)
    AND (NOT g.gate_timed OR (NOT t.official AND t.timing_method = 'gate'))
  ORDER BY t.location_id, t.official, g.gate_timed, t.user_id, t.duration, t.time_completed, t.id;
$$;
--> statement-breakpoint
-- A new time replaces its competitor's kept best only when it comes first. On a conflict the kept row
-- is locked even when it stays, which orders this save against a refresh of the same best.
CREATE FUNCTION times_inserted_bests() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO board_bests (location_id, official, gate_timed, user_id, time_id, duration, time_started,
    time_completed, timing_method)
  SELECT DISTINCT ON (n.location_id, n.official, g.gate_timed, n.user_id) n.location_id, n.official,
    g.gate_timed, n.user_id, n.id, n.duration, n.time_started, n.time_completed, n.timing_method
  FROM new_rows n
  JOIN locations l ON l.id = n.location_id
  CROSS JOIN (VALUES (false), (true)) g(gate_timed)
  WHERE (n.official OR n.duration >= coalesce(l.minimum_seconds, 0) * 1000)
    AND (NOT g.gate_timed OR (NOT n.official AND n.timing_method = 'gate'))
  ORDER BY n.location_id, n.official, g.gate_timed, n.user_id, n.duration, n.time_completed, n.id
  ON CONFLICT (location_id, official, gate_timed, user_id) DO UPDATE SET time_id = excluded.time_id,
    duration = excluded.duration, time_started = excluded.time_started,
    time_completed = excluded.time_completed, timing_method = excluded.timing_method
  WHERE (excluded.duration, excluded.time_completed, excluded.time_id)
    < (board_bests.duration, board_bests.time_completed, board_bests.time_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A deleted time that was a kept best: that competitor's best is read again. The kept rows are locked
-- before they are compared, so two deletes of one competitor's times cannot each miss the other's.
CREATE FUNCTION times_deleted_bests() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM FROM board_bests b
    JOIN (SELECT DISTINCT location_id, official, user_id FROM old_rows) o
      ON b.location_id = o.location_id AND b.official = o.official AND b.user_id = o.user_id
    ORDER BY b.location_id, b.official, b.gate_timed, b.user_id
    FOR UPDATE OF b;
  PERFORM refresh_board_bests(array_agg(b.location_id), array_agg(b.official), array_agg(b.user_id))
  FROM old_rows o
  JOIN board_bests b ON b.location_id = o.location_id AND b.official = o.official
    AND b.user_id = o.user_id AND b.time_id = o.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A time moved to another board or competitor, or given another duration or clock: both sides again.
CREATE FUNCTION times_updated_bests() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_board_bests(array_agg(k.location_id), array_agg(k.official), array_agg(k.user_id))
  FROM old_rows o
  JOIN new_rows n ON n.id = o.id
  CROSS JOIN LATERAL (VALUES (o.location_id, o.official, o.user_id), (n.location_id, n.official, n.user_id))
    k(location_id, official, user_id)
  WHERE (o.location_id, o.official, o.user_id, o.duration, o.time_started, o.time_completed, o.timing_method)
    IS DISTINCT FROM
    (n.location_id, n.official, n.user_id, n.duration, n.time_started, n.time_completed, n.timing_method);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A new plausible minimum moves casual times on or off the location's casual board.
CREATE FUNCTION locations_minimum_bests() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_board_bests(array_agg(k.location_id), array_agg(false), array_agg(k.user_id))
  FROM (
    SELECT DISTINCT t.location_id, t.user_id
    FROM new_rows n
    JOIN old_rows o ON o.id = n.id
    JOIN times t ON t.location_id = n.id AND NOT t.official
    WHERE n.minimum_seconds IS DISTINCT FROM o.minimum_seconds
  ) k;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER times_inserted_bests AFTER INSERT ON times
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION times_inserted_bests();
--> statement-breakpoint
CREATE TRIGGER times_deleted_bests AFTER DELETE ON times
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION times_deleted_bests();
--> statement-breakpoint
CREATE TRIGGER times_updated_bests AFTER UPDATE ON times
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION times_updated_bests();
--> statement-breakpoint
CREATE TRIGGER locations_minimum_bests AFTER UPDATE ON locations
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION locations_minimum_bests();
--> statement-breakpoint
SELECT rebuild_board_bests();
