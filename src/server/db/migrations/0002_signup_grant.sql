-- Sign-up grants 3 free credits (docs/spec.md §9, SIGNUP_FREE_CREDITS), in the same transaction that creates
-- the user, exactly once: the ledger's unique (reason, reference) refuses a second signup_grant.
CREATE FUNCTION grant_signup_credits() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO credit_accounts (user_id, balance) VALUES (NEW.id, 3);
  INSERT INTO credit_ledger (user_id, delta, reason, reference) VALUES (NEW.id, 3, 'signup_grant', NEW.id);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_signup_grant AFTER INSERT ON users FOR EACH ROW EXECUTE FUNCTION grant_signup_credits();
