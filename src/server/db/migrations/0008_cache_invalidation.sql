-- Processes cache each signed-in user's session and balance in memory (db/user-changes.ts). Every change to
-- what they cache announces the user it concerns on the 'user_changed' channel, at commit, to every process
-- listening, so no cache outlives the row it copied. The payload is the user's id, never a session token.
CREATE FUNCTION notify_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('user_changed', to_jsonb(OLD) ->> TG_ARGV[0]);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('user_changed', to_jsonb(NEW) ->> TG_ARGV[0]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_user_changed AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_user_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER users_user_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_user_changed('id');
--> statement-breakpoint
CREATE TRIGGER credit_accounts_user_changed AFTER INSERT OR UPDATE OR DELETE ON credit_accounts
  FOR EACH ROW EXECUTE FUNCTION notify_user_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER subscriptions_user_changed AFTER INSERT OR UPDATE OR DELETE ON subscriptions
  FOR EACH ROW EXECUTE FUNCTION notify_user_changed('user_id');
