-- Boards a club can trust (docs/timing.md, "Trust"). A gate run is witnessed when the server saw each
-- of its crossings arrive as it happened (a pairing, solo or two-phone, the save names); a referee's
-- time is witnessed by the referee. An admin can take a run off the boards without deleting it.
ALTER TABLE "times" ADD COLUMN "witnessed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "times" ADD COLUMN "gate_pairing_id" integer;--> statement-breakpoint
ALTER TABLE "times" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "times" ADD COLUMN "removed_reason" text;--> statement-breakpoint
ALTER TABLE "times" ADD COLUMN "removed_by_id" integer;--> statement-breakpoint
ALTER TABLE "times" ADD CONSTRAINT "times_gate_pairing_id_gate_pairings_id_fk" FOREIGN KEY ("gate_pairing_id") REFERENCES "public"."gate_pairings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "times" ADD CONSTRAINT "times_removed_by_id_users_id_fk" FOREIGN KEY ("removed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "times_gate_pairing" ON "times" USING btree ("gate_pairing_id") WHERE "times"."gate_pairing_id" is not null;--> statement-breakpoint
CREATE INDEX "times_removed" ON "times" USING btree ("removed_at") WHERE "times"."removed_at" is not null;--> statement-breakpoint
UPDATE "times" SET "witnessed" = true WHERE "timing_method" = 'referee';--> statement-breakpoint
ALTER TABLE "times" ADD CONSTRAINT "times_witnessed_method" CHECK (not "times"."witnessed" or "times"."timing_method" in ('gate', 'referee'));--> statement-breakpoint
ALTER TABLE "times" ADD CONSTRAINT "times_removed_whole" CHECK (("times"."removed_at" is null) = ("times"."removed_reason" is null));--> statement-breakpoint
ALTER TABLE "gate_pairings" DROP CONSTRAINT "gate_pairings_code_digits";--> statement-breakpoint
-- Codes are now 8 characters of an alphabet without look-alikes; 6-digit codes of old rows stay valid.
ALTER TABLE "gate_pairings" ADD CONSTRAINT "gate_pairings_code_form" CHECK ("gate_pairings"."code" ~ '^([0-9]{6}|[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8})$');--> statement-breakpoint
ALTER TABLE "gate_pairings" ADD COLUMN "solo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "gate_pairings" ADD COLUMN "crossings_witnessed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "gate_pairings" ADD COLUMN "start_photo_url" text;--> statement-breakpoint
ALTER TABLE "gate_pairings" ADD COLUMN "finish_photo_url" text;--> statement-breakpoint
ALTER TABLE "site_equipment" ADD COLUMN "min_segment_seconds" integer;--> statement-breakpoint
ALTER TABLE "site_equipment" ADD CONSTRAINT "site_equipment_min_segment" CHECK ("site_equipment"."min_segment_seconds" is null or "site_equipment"."min_segment_seconds" between 1 and 3600);--> statement-breakpoint
ALTER TABLE "time_splits" ADD COLUMN "on_board" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- THE board rule: whether a time counts on its boards. A removed time counts nowhere; an official time
-- (a referee's, at an event) counts as recorded; a casual time counts from the location's plausible
-- minimum up and, on a gate-only location, only when a camera gate timed it and the server witnessed its
-- crossings. Written here once: `times.counts` holds its answer for each time (kept by the triggers
-- below as the time or its location changes), and everything a board reads derives from that column:
-- the kept bests, the splits' on_board (Segments), the board indexes. Disabled competitors and locations
-- stay stored and are left out where a board is read (board-sql.ts activeCompetitor; a disabled
-- location leaves the overview and its public pages); a board's period is its own (board-sql.ts sinceFilter).
CREATE FUNCTION board_counts(official boolean, duration integer, timing_method text, witnessed boolean,
  removed_at timestamptz, minimum_seconds integer, gate_only boolean)
RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT removed_at IS NULL AND (official OR (duration >= coalesce(minimum_seconds, 0) * 1000
    AND (NOT gate_only OR (timing_method = 'gate' AND witnessed))))
$$;
--> statement-breakpoint
ALTER TABLE "times" ADD COLUMN "counts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "times" t SET "counts" = board_counts(t.official, t.duration, t.timing_method, t.witnessed, t.removed_at,
  l.minimum_seconds, l.gate_only)
FROM "locations" l WHERE l.id = t.location_id;--> statement-breakpoint
-- A time's counts as it is written: one look-up of its location by key.
CREATE FUNCTION times_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT board_counts(NEW.official, NEW.duration, NEW.timing_method, NEW.witnessed, NEW.removed_at,
    l.minimum_seconds, l.gate_only) INTO NEW.counts
  FROM locations l WHERE l.id = NEW.location_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER times_counts BEFORE INSERT OR UPDATE ON times
  FOR EACH ROW EXECUTE FUNCTION times_counts();
--> statement-breakpoint
-- A location's new minimum or gate-only flag: its times' counts again (their update triggers then move
-- the kept bests, the splits and the board counters).
DROP TRIGGER "locations_minimum_bests" ON "locations";--> statement-breakpoint
DROP FUNCTION locations_minimum_bests();--> statement-breakpoint
CREATE FUNCTION locations_rule_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE times t SET counts = board_counts(t.official, t.duration, t.timing_method, t.witnessed, t.removed_at,
      n.minimum_seconds, n.gate_only)
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE t.location_id = n.id AND (n.minimum_seconds, n.gate_only) IS DISTINCT FROM (o.minimum_seconds, o.gate_only)
    AND t.counts IS DISTINCT FROM board_counts(t.official, t.duration, t.timing_method, t.witnessed, t.removed_at,
      n.minimum_seconds, n.gate_only);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER locations_rule_counts AFTER UPDATE ON locations
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION locations_rule_counts();
--> statement-breakpoint
-- The kept bests (migration 0014) of the times that count; a gate-only board no longer needs bests of
-- its own, since counts already says which runs it takes.
DROP TABLE "board_bests";--> statement-breakpoint
CREATE TABLE "board_bests" (
	"location_id" integer NOT NULL,
	"official" boolean NOT NULL,
	"user_id" integer NOT NULL,
	"time_id" integer NOT NULL,
	"duration" integer NOT NULL,
	"time_started" timestamp with time zone NOT NULL,
	"time_completed" timestamp with time zone NOT NULL,
	"timing_method" text NOT NULL,
	"witnessed" boolean NOT NULL,
	CONSTRAINT "board_bests_pkey" PRIMARY KEY("location_id","official","user_id")
);
--> statement-breakpoint
CREATE INDEX "board_bests_order" ON "board_bests" USING btree ("location_id","official","duration","time_completed","user_id","time_id","time_started","timing_method","witnessed");--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_board_bests(location_ids integer[], officials boolean[], user_ids integer[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM FROM board_bests b
    JOIN unnest(location_ids, officials, user_ids) k(location_id, official, user_id)
      ON b.location_id = k.location_id AND b.official = k.official AND b.user_id = k.user_id
    ORDER BY b.location_id, b.official, b.user_id
    FOR UPDATE OF b;
  WITH keys AS (
    SELECT DISTINCT k.location_id, k.official, k.user_id
    FROM unnest(location_ids, officials, user_ids) k(location_id, official, user_id)
  ), best AS (
    SELECT DISTINCT ON (t.location_id, t.official, t.user_id) t.location_id, t.official, t.user_id, t.id,
      t.duration, t.time_started, t.time_completed, t.timing_method, t.witnessed
    FROM keys k
    JOIN times t ON t.location_id = k.location_id AND t.official = k.official AND t.user_id = k.user_id
    WHERE t.counts
    ORDER BY t.location_id, t.official, t.user_id, t.duration, t.time_completed, t.id
  ), gone AS (
    DELETE FROM board_bests b USING keys k
    WHERE b.location_id = k.location_id AND b.official = k.official AND b.user_id = k.user_id
      AND NOT EXISTS (SELECT FROM best s WHERE s.location_id = k.location_id AND s.official = k.official
        AND s.user_id = k.user_id)
  )
  INSERT INTO board_bests (location_id, official, user_id, time_id, duration, time_started, time_completed,
    timing_method, witnessed)
  SELECT location_id, official, user_id, id, duration, time_started, time_completed, timing_method, witnessed
  FROM best
  ON CONFLICT (location_id, official, user_id) DO UPDATE SET time_id = excluded.time_id,
    duration = excluded.duration, time_started = excluded.time_started,
    time_completed = excluded.time_completed, timing_method = excluded.timing_method,
    witnessed = excluded.witnessed;
END $$;
--> statement-breakpoint
-- Every best and every split's on_board again from times: for this migration, and after a bulk load
-- made with triggers off (which also skipped times_counts, so counts is worked out here too).
CREATE OR REPLACE FUNCTION rebuild_board_bests() RETURNS void LANGUAGE sql AS $$
  UPDATE times t SET counts = board_counts(t.official, t.duration, t.timing_method, t.witnessed, t.removed_at,
    l.minimum_seconds, l.gate_only)
  FROM locations l
  WHERE l.id = t.location_id AND t.counts IS DISTINCT FROM board_counts(t.official, t.duration, t.timing_method,
    t.witnessed, t.removed_at, l.minimum_seconds, l.gate_only);
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
CREATE OR REPLACE FUNCTION times_inserted_bests() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO board_bests (location_id, official, user_id, time_id, duration, time_started, time_completed,
    timing_method, witnessed)
  SELECT DISTINCT ON (n.location_id, n.official, n.user_id) n.location_id, n.official, n.user_id, n.id,
    n.duration, n.time_started, n.time_completed, n.timing_method, n.witnessed
  FROM new_rows n
  WHERE n.counts
  ORDER BY n.location_id, n.official, n.user_id, n.duration, n.time_completed, n.id
  ON CONFLICT (location_id, official, user_id) DO UPDATE SET time_id = excluded.time_id,
    duration = excluded.duration, time_started = excluded.time_started,
    time_completed = excluded.time_completed, timing_method = excluded.timing_method,
    witnessed = excluded.witnessed
  WHERE (excluded.duration, excluded.time_completed, excluded.time_id)
    < (board_bests.duration, board_bests.time_completed, board_bests.time_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION times_deleted_bests() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM FROM board_bests b
    JOIN (SELECT DISTINCT location_id, official, user_id FROM old_rows) o
      ON b.location_id = o.location_id AND b.official = o.official AND b.user_id = o.user_id
    ORDER BY b.location_id, b.official, b.user_id
    FOR UPDATE OF b;
  PERFORM refresh_board_bests(array_agg(b.location_id), array_agg(b.official), array_agg(b.user_id))
  FROM old_rows o
  JOIN board_bests b ON b.location_id = o.location_id AND b.official = o.official
    AND b.user_id = o.user_id AND b.time_id = o.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A time moved to another board or competitor, given another duration or clock, or counting no more
-- (or again): both sides' bests again, and its splits' on_board.
CREATE OR REPLACE FUNCTION times_updated_bests() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_board_bests(array_agg(k.location_id), array_agg(k.official), array_agg(k.user_id))
  FROM old_rows o
  JOIN new_rows n ON n.id = o.id
  CROSS JOIN LATERAL (VALUES (o.location_id, o.official, o.user_id), (n.location_id, n.official, n.user_id))
    k(location_id, official, user_id)
  WHERE (o.location_id, o.official, o.user_id, o.duration, o.time_started, o.time_completed, o.timing_method,
      o.witnessed, o.counts)
    IS DISTINCT FROM
    (n.location_id, n.official, n.user_id, n.duration, n.time_started, n.time_completed, n.timing_method,
      n.witnessed, n.counts);
  UPDATE time_splits s SET on_board = n.counts
  FROM new_rows n
  WHERE s.time_id = n.id AND s.on_board IS DISTINCT FROM n.counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A split is on Segments when its time counts: decided here for every path that inserts splits (a
-- member's save, a referee's recording, the seed).
CREATE FUNCTION time_splits_on_board() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT t.counts INTO NEW.on_board FROM times t WHERE t.id = NEW.time_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER time_splits_on_board BEFORE INSERT ON time_splits
  FOR EACH ROW EXECUTE FUNCTION time_splits_on_board();
--> statement-breakpoint
DROP INDEX "time_splits_fastest";--> statement-breakpoint
DROP INDEX "time_splits_recent";--> statement-breakpoint
CREATE INDEX "time_splits_fastest" ON "time_splits" USING btree ("location_id","course","position","segment_ms","time_completed","time_id","user_id") WHERE "time_splits"."on_board";--> statement-breakpoint
CREATE INDEX "time_splits_recent" ON "time_splits" USING btree ("location_id","course","time_completed","position","user_id","segment_ms","time_id") WHERE "time_splits"."on_board";--> statement-breakpoint
-- The board indexes hold only the times that count, so every board is an index-only scan of them and a
-- gate-only board needs no indexes of its own.
DROP INDEX "times_board_best";--> statement-breakpoint
DROP INDEX "times_board_fastest";--> statement-breakpoint
DROP INDEX "times_board_best_gate";--> statement-breakpoint
DROP INDEX "times_board_fastest_gate";--> statement-breakpoint
CREATE INDEX "times_board_best" ON "times" USING btree ("location_id","official","user_id","duration","time_completed","id","time_started","timing_method","witnessed") WHERE "times"."counts";--> statement-breakpoint
CREATE INDEX "times_board_fastest" ON "times" USING btree ("location_id","official","duration","time_completed","user_id") WHERE "times"."counts";--> statement-breakpoint
SELECT rebuild_board_bests();
