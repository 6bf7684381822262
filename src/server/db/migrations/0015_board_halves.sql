-- A location's casual and competitive boards change apart: a member's save changes the casual boards,
-- a referee's official time the competitive ones (and its event's). Each half now has its own counter,
-- 'location:<id>:casual' and 'location:<id>:comp', which the location's boards are kept under
-- (src/server/services/leaderboard/read-board-page.ts), so a save no longer makes every instance rank
-- the location's competitive boards again. 'location:<id>' still counts every change at the location:
-- the overview shows both halves, and an instance started before this migration reads it.
-- The counters are raised in the same order as before (location, its half, the event), so two
-- transactions never wait on each other's counters in opposite orders.
CREATE OR REPLACE FUNCTION notify_board_changes_of(boards jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE board jsonb;
BEGIN
  FOR board IN SELECT jsonb_array_elements(coalesce(boards, '[]'::jsonb)) LOOP
    PERFORM pg_notify('board_changes', board::text);
    PERFORM bump_board_version('location:' || (board->>'locationId'));
    PERFORM bump_board_version('location:' || (board->>'locationId')
      || CASE WHEN (board->>'official')::boolean THEN ':comp' ELSE ':casual' END);
    IF board->>'eventId' IS NOT NULL THEN
      PERFORM bump_board_version('event:' || (board->>'eventId'));
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
-- A location's name, path, minimum or state shows on (or decides) both halves of its boards and the
-- boards of its events.
CREATE OR REPLACE FUNCTION locations_shown_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE changed record;
BEGIN
  FOR changed IN SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE to_jsonb(n) IS DISTINCT FROM to_jsonb(o) LOOP
    PERFORM bump_board_version('location:' || changed.id);
    PERFORM bump_board_version('location:' || changed.id || ':casual');
    PERFORM bump_board_version('location:' || changed.id || ':comp');
    PERFORM bump_board_version('event:' || e.id) FROM events e WHERE e.location_id = changed.id;
  END LOOP;
  RETURN NULL;
END $$;
