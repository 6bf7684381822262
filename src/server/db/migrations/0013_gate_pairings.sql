CREATE TABLE "gate_pairings" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"code_live" boolean DEFAULT true NOT NULL,
	"location_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"finish_joined_at" timestamp with time zone,
	"start_at" timestamp with time zone,
	"start_uncertainty_ms" integer,
	"finish_at" timestamp with time zone,
	"finish_uncertainty_ms" integer,
	CONSTRAINT "gate_pairings_code_digits" CHECK ("gate_pairings"."code" ~ '^[0-9]{6}$'),
	CONSTRAINT "gate_pairings_state_valid" CHECK ("gate_pairings"."state" in ('waiting','paired','running','finished')),
	CONSTRAINT "gate_pairings_crossings" CHECK (("gate_pairings"."start_at" is null) = ("gate_pairings"."start_uncertainty_ms" is null) and ("gate_pairings"."finish_at" is null) = ("gate_pairings"."finish_uncertainty_ms" is null))
);
--> statement-breakpoint
ALTER TABLE "gate_pairings" ADD CONSTRAINT "gate_pairings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_pairings" ADD CONSTRAINT "gate_pairings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gate_pairings_live_code" ON "gate_pairings" USING btree ("code") WHERE "gate_pairings"."code_live";--> statement-breakpoint
CREATE INDEX "gate_pairings_user" ON "gate_pairings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "gate_pairings_expires" ON "gate_pairings" USING btree ("expires_at");