-- Wakes every dispatcher (LISTEN skillora_events) when a transaction that wrote events commits.
-- A statement trigger: one NOTIFY per insert, and PostgreSQL folds identical ones in a transaction.
CREATE FUNCTION events_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('skillora_events', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER events_notify AFTER INSERT ON events FOR EACH STATEMENT EXECUTE FUNCTION events_notify();
