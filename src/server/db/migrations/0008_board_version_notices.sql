-- Every bump of a board counter is also a notice on 'board_versions' carrying the family's name. A
-- PGlite instance, alone with its database in one process, follows the counters from these notices
-- instead of reading them for each request (src/server/adapters/board-versions.ts); on PostgreSQL no
-- one listens to them, and the counters are read, since another instance may have written.
CREATE OR REPLACE FUNCTION bump_board_version(name text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO board_versions (board, version) VALUES (name, 1)
  ON CONFLICT (board) DO UPDATE SET version = board_versions.version + 1;
  SELECT pg_notify('board_versions', name);
$$;
