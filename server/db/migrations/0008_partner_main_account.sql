-- Each partner's main account (docs/http-contract.md, "Partner space"): its first user, the one
-- the back office created first. Partners without a user keep none until the first is created.
UPDATE "partners" SET "main_user_id" = (
  SELECT min("users"."id") FROM "users"
  WHERE "users"."partner_id" = "partners"."id" AND "users"."role" = 'PARTNER'
) WHERE "main_user_id" IS NULL;
