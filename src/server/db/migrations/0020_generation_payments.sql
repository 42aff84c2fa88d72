-- Each generation records what paid for it and who paid, so a failure gives back exactly that (a guest's free
-- generation, a credit, or nothing for a plan's), whoever owns the cover by then.
ALTER TABLE "generations" ADD COLUMN "paid_with" text;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "paid_by" text;--> statement-breakpoint
-- Covers made before: a plan's were marked plan_covered; a credit's have the 'generation' charge in the ledger
-- (which names the account that paid); the rest were a guest's free generations, whose guest is known only while
-- the cover is still the guest's (a moved one lost it: a failure of such a cover gives nothing back).
UPDATE "generations" g SET
  "paid_with" = CASE
    WHEN g."plan_covered" THEN 'plan'
    WHEN EXISTS (SELECT 1 FROM "credit_ledger" l WHERE l."reason" = 'generation' AND l."reference" = g."id") THEN 'credit'
    ELSE 'guest'
  END,
  "paid_by" = CASE
    WHEN g."plan_covered" THEN g."user_id"
    ELSE coalesce(
      (SELECT l."user_id" FROM "credit_ledger" l WHERE l."reason" = 'generation' AND l."reference" = g."id"),
      g."guest_id"
    )
  END;--> statement-breakpoint
ALTER TABLE "generations" ALTER COLUMN "paid_with" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "generations" DROP COLUMN "plan_covered";--> statement-breakpoint
ALTER TABLE "generations" ADD CONSTRAINT "generations_paid_with_known" CHECK ("generations"."paid_with" in ('guest', 'credit', 'plan'));
