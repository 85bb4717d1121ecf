CREATE TABLE "rate_limit_event" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rate_limit_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_event_key_at_idx" ON "rate_limit_event" USING btree ("key","at");--> statement-breakpoint
CREATE INDEX "rate_limit_event_at_idx" ON "rate_limit_event" USING btree ("at");