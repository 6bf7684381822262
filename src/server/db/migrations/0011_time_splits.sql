CREATE TABLE "time_splits" (
	"time_id" integer NOT NULL,
	"position" integer NOT NULL,
	"equipment_id" integer NOT NULL,
	"ms" integer NOT NULL,
	"segment_ms" integer NOT NULL,
	"user_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"course" text NOT NULL,
	"time_completed" timestamp with time zone NOT NULL,
	CONSTRAINT "time_splits_pkey" PRIMARY KEY("time_id","position"),
	CONSTRAINT "time_splits_segment_positive" CHECK ("time_splits"."segment_ms" > 0 and "time_splits"."ms" >= "time_splits"."segment_ms")
);
--> statement-breakpoint
ALTER TABLE "time_splits" ADD CONSTRAINT "time_splits_time_id_times_id_fk" FOREIGN KEY ("time_id") REFERENCES "public"."times"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "time_splits_member" ON "time_splits" USING btree ("user_id","location_id","course","position","segment_ms","time_completed","time_id","ms");--> statement-breakpoint
CREATE INDEX "time_splits_fastest" ON "time_splits" USING btree ("location_id","course","position","segment_ms","time_completed","time_id","user_id");--> statement-breakpoint
CREATE INDEX "time_splits_recent" ON "time_splits" USING btree ("location_id","course","time_completed","position","user_id","segment_ms","time_id");--> statement-breakpoint
CREATE INDEX "users_disabled" ON "users" USING btree ("id") WHERE "users"."disabled";