-- Rankings kept for every instance (src/server/db/schema/boards.ts), any of which can rank a board again:
-- unlogged, as writing a board of thousands to the WAL at every ranking buys nothing a crash (which
-- empties the table) would not cost again in rankings, and a board's text stored uncompressed, as
-- compressing its 40 kB made a write cost more than the ranking it saves.
CREATE UNLOGGED TABLE "ranked_boards" (
	"key" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"board" text,
	"valid_until" timestamp with time zone,
	"ranked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ranked_boards" ALTER COLUMN "board" SET STORAGE EXTERNAL;
--> statement-breakpoint
-- A ranking kept here is taken by any instance that reads the same counter (src/server/db/schema/boards.ts),
-- so it must never outlive its counter: a counter that restarts (its row deleted, the table emptied, as a
-- test's reset does) would count again through versions a kept ranking was ranked under. These forget the
-- rankings of the families whose counters go.
CREATE FUNCTION forget_ranked_boards_of(families text[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM ranked_boards k USING unnest(families) f(family) WHERE k.key LIKE f.family || ':%';
$$;
--> statement-breakpoint
CREATE FUNCTION board_versions_deleted_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM forget_ranked_boards_of(array(SELECT o.board FROM old_rows o));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER board_versions_deleted_forget AFTER DELETE ON board_versions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION board_versions_deleted_forget();
--> statement-breakpoint
CREATE FUNCTION board_versions_emptied_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM ranked_boards;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER board_versions_emptied_forget AFTER TRUNCATE ON board_versions
  FOR EACH STATEMENT EXECUTE FUNCTION board_versions_emptied_forget();
--> statement-breakpoint
-- A deleted event's counter moves (events_deleted_bump, migration 0007), so its kept rankings are never
-- taken again: they go, not to stay for ever. A location is deleted only while no time or event names
-- it; its counters now move too, so no answer kept or cached under them is taken for its 404.
CREATE FUNCTION events_deleted_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM forget_ranked_boards_of(array(SELECT event_board_key(o.id) FROM old_rows o));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER events_deleted_forget AFTER DELETE ON events
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION events_deleted_forget();
--> statement-breakpoint
CREATE FUNCTION locations_deleted_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE gone record;
BEGIN
  FOR gone IN SELECT o.id FROM old_rows o LOOP
    PERFORM bump_board_version(location_board_key(gone.id));
    PERFORM bump_board_version(location_board_key(gone.id, false));
    PERFORM bump_board_version(location_board_key(gone.id, true));
  END LOOP;
  PERFORM forget_ranked_boards_of(array(SELECT location_board_key(o.id) FROM old_rows o));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER locations_deleted_bump AFTER DELETE ON locations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION locations_deleted_bump();
