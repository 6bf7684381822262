CREATE TABLE "board_versions" (
	"board" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
-- Board answers are cached per instance (docs/architecture.md, "Board answers"); every change that a
-- board shows raises its family's counter in the writing transaction, so the counter read by a later
-- request on any instance is never older than the data it guards. The NOTIFY stays for live boards.
CREATE FUNCTION bump_board_version(name text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO board_versions (board, version) VALUES (name, 1)
  ON CONFLICT (board) DO UPDATE SET version = board_versions.version + 1;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_board_changes_of(boards jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE board jsonb;
BEGIN
  FOR board IN SELECT jsonb_array_elements(coalesce(boards, '[]'::jsonb)) LOOP
    PERFORM pg_notify('board_changes', board::text);
    PERFORM bump_board_version('location:' || (board->>'locationId'));
    IF board->>'eventId' IS NOT NULL THEN
      PERFORM bump_board_version('event:' || (board->>'eventId'));
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
-- A location's name, path, minimum or state (enabled, disabled) shows on its boards and on the boards
-- of its events.
CREATE FUNCTION locations_shown_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE changed record;
BEGIN
  FOR changed IN SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE to_jsonb(n) IS DISTINCT FROM to_jsonb(o) LOOP
    PERFORM bump_board_version('location:' || changed.id);
    PERFORM bump_board_version('event:' || e.id) FROM events e WHERE e.location_id = changed.id;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER locations_shown_bump AFTER UPDATE ON locations
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION locations_shown_bump();
--> statement-breakpoint
-- An event moved, renamed or removed: its board answer (or its 404) changes.
CREATE FUNCTION events_shown_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_board_version('event:' || o.id) FROM old_rows o;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER events_updated_bump AFTER UPDATE ON events
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION events_shown_bump();
--> statement-breakpoint
CREATE TRIGGER events_deleted_bump AFTER DELETE ON events
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION events_shown_bump();
