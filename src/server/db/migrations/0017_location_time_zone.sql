ALTER TABLE "locations" ADD COLUMN "time_zone" text DEFAULT 'Australia/Sydney' NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_time_zone_length" CHECK (char_length("locations"."time_zone") between 1 and 64);--> statement-breakpoint
-- Courses made before they had a zone take their state's (src/shared/time-zone.ts STATE_TIME_ZONES).
UPDATE "locations" SET "time_zone" = CASE "state"
  WHEN 'NT' THEN 'Australia/Darwin'
  WHEN 'QLD' THEN 'Australia/Brisbane'
  WHEN 'SA' THEN 'Australia/Adelaide'
  WHEN 'TAS' THEN 'Australia/Hobart'
  WHEN 'VIC' THEN 'Australia/Melbourne'
  WHEN 'WA' THEN 'Australia/Perth'
  ELSE 'Australia/Sydney'
END;
