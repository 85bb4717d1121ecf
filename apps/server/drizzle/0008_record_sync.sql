CREATE TABLE "sync_account" (
	"user_id" text PRIMARY KEY NOT NULL,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"last_key_version" integer DEFAULT 0 NOT NULL,
	"record_count" integer DEFAULT 0 NOT NULL,
	"record_bytes" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_key" (
	"user_id" text PRIMARY KEY NOT NULL,
	"key_id" text NOT NULL,
	"version" integer NOT NULL,
	"kdf_algorithm" text NOT NULL,
	"kdf_iterations" integer NOT NULL,
	"kdf_salt" text NOT NULL,
	"wrap_algorithm" text NOT NULL,
	"wrap_iv" text NOT NULL,
	"wrapped_key" text NOT NULL,
	"cipher_algorithm" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_record" (
	"user_id" text NOT NULL,
	"record_id" text NOT NULL,
	"seq" bigint NOT NULL,
	"iv" text NOT NULL,
	"ciphertext" "bytea" NOT NULL,
	"size" integer NOT NULL,
	CONSTRAINT "sync_record_user_id_record_id_pk" PRIMARY KEY("user_id","record_id")
);
--> statement-breakpoint
ALTER TABLE "sync_account" ADD CONSTRAINT "sync_account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_key" ADD CONSTRAINT "sync_key_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_record" ADD CONSTRAINT "sync_record_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sync_record_user_id_seq_idx" ON "sync_record" USING btree ("user_id","seq");