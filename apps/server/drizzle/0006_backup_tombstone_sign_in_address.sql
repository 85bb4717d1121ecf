CREATE TABLE "sign_in_address" (
	"account_key" text NOT NULL,
	"address_key" text NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_address_account_key_address_key_pk" PRIMARY KEY("account_key","address_key")
);
--> statement-breakpoint
ALTER TABLE "journal_backup" ADD COLUMN "deleted_at" timestamp with time zone;