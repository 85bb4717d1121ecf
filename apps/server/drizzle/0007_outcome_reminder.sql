ALTER TABLE "push_subscription" ADD COLUMN "follow_up_waiting" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "push_subscription" ADD COLUMN "follow_up_due_on" date;--> statement-breakpoint
ALTER TABLE "push_subscription" ADD COLUMN "outcome_reminded_on" date;--> statement-breakpoint
ALTER TABLE "push_subscription" ADD COLUMN "outcome_reminded_for" date;