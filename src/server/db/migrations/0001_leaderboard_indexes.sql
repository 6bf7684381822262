DROP INDEX "times_board_best";--> statement-breakpoint
CREATE INDEX "times_board_fastest" ON "times" USING btree ("location_id","official","duration","time_completed","user_id");--> statement-breakpoint
CREATE INDEX "times_board_best" ON "times" USING btree ("location_id","official","user_id","duration","time_completed","id","time_started");