ALTER TABLE "refresh_tokens" ADD COLUMN "session_started_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email" text;--> statement-breakpoint
-- Sessions from before this column started at their family's first token, as far as the rows still tell.
UPDATE "refresh_tokens" AS r SET "session_started_at" = f."started"
FROM (SELECT "family", min("created_at") AS "started" FROM "refresh_tokens" GROUP BY "family") AS f
WHERE f."family" = r."family";
