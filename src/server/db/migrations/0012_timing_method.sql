DROP INDEX "times_board_best";--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "gate_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "times" ADD COLUMN "timing_method" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
-- Official times so far were all recorded by a referee (or an admin) at an event.
UPDATE "times" SET "timing_method" = 'referee' WHERE "official";--> statement-breakpoint
CREATE INDEX "times_board_best_gate" ON "times" USING btree ("location_id","official","user_id","duration","time_completed","id","time_started","timing_method") WHERE "times"."timing_method" = 'gate';--> statement-breakpoint
CREATE INDEX "times_board_fastest_gate" ON "times" USING btree ("location_id","official","duration","time_completed","user_id") WHERE "times"."timing_method" = 'gate';--> statement-breakpoint
CREATE INDEX "times_board_best" ON "times" USING btree ("location_id","official","user_id","duration","time_completed","id","time_started","timing_method");--> statement-breakpoint
ALTER TABLE "times" ADD CONSTRAINT "times_timing_method_valid" CHECK ("times"."timing_method" in ('manual', 'gate', 'referee'));