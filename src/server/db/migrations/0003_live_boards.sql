-- Live boards (docs/architecture.md, "Live boards"): every write that changes what a board shows
-- raises a NOTIFY on 'board_changes', whichever code path or app instance made it. Statement-level
-- triggers with transition tables send one notice per board per statement (a bulk insert of a
-- million times sends a handful), and NOTIFY is delivered only when the transaction commits.
CREATE FUNCTION notify_board_changes_of(boards jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE board jsonb;
BEGIN
  FOR board IN SELECT jsonb_array_elements(coalesce(boards, '[]'::jsonb)) LOOP
    PERFORM pg_notify('board_changes', board::text);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE FUNCTION times_inserted_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_board_changes_of((SELECT jsonb_agg(DISTINCT jsonb_build_object(
    'locationId', location_id, 'eventId', event_id, 'official', official)) FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION times_deleted_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_board_changes_of((SELECT jsonb_agg(DISTINCT jsonb_build_object(
    'locationId', location_id, 'eventId', event_id, 'official', official)) FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION times_updated_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_board_changes_of((SELECT jsonb_agg(DISTINCT jsonb_build_object(
    'locationId', b.location_id, 'eventId', b.event_id, 'official', b.official)) FROM (
      SELECT location_id, event_id, official FROM new_rows
      UNION SELECT location_id, event_id, official FROM old_rows) b));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A competitor disabled or enabled leaves or rejoins every board they are on; a new name or photo
-- shows on every row of theirs.
CREATE FUNCTION users_shown_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_board_changes_of((SELECT jsonb_agg(DISTINCT jsonb_build_object(
    'locationId', t.location_id, 'eventId', t.event_id, 'official', t.official))
    FROM new_rows n
    JOIN old_rows o ON o.id = n.id
    JOIN times t ON t.user_id = n.id
    WHERE n.disabled IS DISTINCT FROM o.disabled
       OR n.user_name IS DISTINCT FROM o.user_name
       OR n.photo_url IS DISTINCT FROM o.photo_url));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER times_inserted_notify AFTER INSERT ON times
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION times_inserted_notify();
--> statement-breakpoint
CREATE TRIGGER times_deleted_notify AFTER DELETE ON times
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION times_deleted_notify();
--> statement-breakpoint
CREATE TRIGGER times_updated_notify AFTER UPDATE ON times
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION times_updated_notify();
--> statement-breakpoint
CREATE TRIGGER users_shown_notify AFTER UPDATE ON users
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION users_shown_notify();
