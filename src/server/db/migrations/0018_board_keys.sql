-- The name of a board's counter in board_versions (and of its notice on 'board_versions'), written
-- once for SQL: 'location:<id>' counts every change at a location, 'location:<id>:casual' and
-- 'location:<id>:comp' its halves (migration 0015), 'event:<id>' an event's board. The server's side
-- is src/server/lib/board-keys.ts, held to these functions by board-keys.test.ts. The triggers'
-- functions of migrations 0007 and 0015 are the same as before, naming their counters through these.
CREATE OR REPLACE FUNCTION location_board_key(location_id integer, official boolean DEFAULT NULL)
  RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT 'location:' || location_id || CASE official WHEN true THEN ':comp' WHEN false THEN ':casual' ELSE '' END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION event_board_key(event_id integer)
  RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT 'event:' || event_id
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_board_changes_of(boards jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE board jsonb;
BEGIN
  FOR board IN SELECT jsonb_array_elements(coalesce(boards, '[]'::jsonb)) LOOP
    PERFORM pg_notify('board_changes', board::text);
    PERFORM bump_board_version(location_board_key((board->>'locationId')::integer));
    PERFORM bump_board_version(location_board_key((board->>'locationId')::integer, coalesce((board->>'official')::boolean, false)));
    IF board->>'eventId' IS NOT NULL THEN
      PERFORM bump_board_version(event_board_key((board->>'eventId')::integer));
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION locations_shown_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE changed record;
BEGIN
  FOR changed IN SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE to_jsonb(n) IS DISTINCT FROM to_jsonb(o) LOOP
    PERFORM bump_board_version(location_board_key(changed.id));
    PERFORM bump_board_version(location_board_key(changed.id, false));
    PERFORM bump_board_version(location_board_key(changed.id, true));
    PERFORM bump_board_version(event_board_key(e.id)) FROM events e WHERE e.location_id = changed.id;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION events_shown_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_board_version(event_board_key(o.id)) FROM old_rows o;
  RETURN NULL;
END $$;
