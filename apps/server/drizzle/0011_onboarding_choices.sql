ALTER TABLE "profiles" ADD COLUMN "onboarding_focus" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "onboarding_challenge" text;