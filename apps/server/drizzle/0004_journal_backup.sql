CREATE TABLE "journal_backup" (
	"user_id" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"kdf_iterations" integer NOT NULL,
	"salt" text NOT NULL,
	"iv" text NOT NULL,
	"ciphertext" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "journal_backup" ADD CONSTRAINT "journal_backup_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;