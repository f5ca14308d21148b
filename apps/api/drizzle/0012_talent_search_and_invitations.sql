CREATE TABLE "job_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"freelancer_id" uuid NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_invitations_job_freelancer_key" UNIQUE("job_id","freelancer_id")
);
--> statement-breakpoint
CREATE TABLE "talent_search" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"category_id" uuid,
	"hourly_rate_cents" integer NOT NULL,
	"country" text,
	"member_since" timestamp with time zone NOT NULL,
	"search" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_invitations" ADD CONSTRAINT "job_invitations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_invitations" ADD CONSTRAINT "job_invitations_freelancer_id_users_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_search" ADD CONSTRAINT "talent_search_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_search" ADD CONSTRAINT "talent_search_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_invitations_freelancer_created_idx" ON "job_invitations" USING btree ("freelancer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "talent_search_search_idx" ON "talent_search" USING gin ("search");--> statement-breakpoint
CREATE INDEX "talent_search_newest_idx" ON "talent_search" USING btree ("member_since","user_id","category_id","hourly_rate_cents","country");--> statement-breakpoint
CREATE INDEX "talent_search_rate_idx" ON "talent_search" USING btree ("hourly_rate_cents","member_since","user_id","category_id","country");--> statement-breakpoint
CREATE INDEX "talent_search_category_idx" ON "talent_search" USING btree ("category_id","member_since","user_id");--> statement-breakpoint
CREATE INDEX "talent_search_country_idx" ON "talent_search" USING btree ("country","member_since","user_id");--> statement-breakpoint
-- hand-written: begin
-- Find Talent's index (ADR 025): talent_search holds one row per findable freelancer (active, with
-- title, overview, rate and a skill), rewritten by these triggers in the transaction of the change.
-- What a findable freelancer's row holds; the refresh below and a bulk load (seed-large) read it.
CREATE VIEW talent_search_source AS
  SELECT u.id AS user_id, p.primary_category_id AS category_id, p.hourly_rate_cents, p.country,
         u.created_at AS member_since,
         setweight(to_tsvector('english', p.title), 'A')
           || setweight(to_tsvector('english', sk.names), 'B')
           || setweight(to_tsvector('english', p.overview), 'C') AS search
  FROM users u
  JOIN freelancer_profiles p ON p.user_id = u.id
  CROSS JOIN LATERAL (
    SELECT coalesce(string_agg(s.name, ' ' ORDER BY fs.position), '') AS names, count(*) AS n
    FROM freelancer_skills fs JOIN skills s ON s.id = fs.skill_id
    WHERE fs.user_id = u.id
  ) sk
  WHERE u.role = 'freelancer' AND u.status = 'active'
    AND btrim(p.title) <> '' AND btrim(p.overview) <> '' AND p.hourly_rate_cents IS NOT NULL AND sk.n > 0;
--> statement-breakpoint
CREATE FUNCTION talent_search_refresh(uid uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM talent_search WHERE user_id = uid;
  INSERT INTO talent_search (user_id, category_id, hourly_rate_cents, country, member_since, search)
  SELECT user_id, category_id, hourly_rate_cents, country, member_since, search
  FROM talent_search_source WHERE user_id = uid;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION talent_search_profile_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM talent_search_refresh(OLD.user_id);
  ELSE
    PERFORM talent_search_refresh(NEW.user_id);
    IF TG_OP = 'UPDATE' AND OLD.user_id <> NEW.user_id THEN PERFORM talent_search_refresh(OLD.user_id); END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER talent_search_profiles AFTER INSERT OR UPDATE OR DELETE ON freelancer_profiles
  FOR EACH ROW EXECUTE FUNCTION talent_search_profile_changed();
--> statement-breakpoint
CREATE TRIGGER talent_search_skills AFTER INSERT OR UPDATE OR DELETE ON freelancer_skills
  FOR EACH ROW EXECUTE FUNCTION talent_search_profile_changed();
--> statement-breakpoint
CREATE FUNCTION talent_search_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status IS DISTINCT FROM NEW.status OR OLD.role IS DISTINCT FROM NEW.role
     OR OLD.created_at IS DISTINCT FROM NEW.created_at THEN
    PERFORM talent_search_refresh(NEW.id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER talent_search_users AFTER UPDATE ON users
  FOR EACH ROW EXECUTE FUNCTION talent_search_user_changed();
--> statement-breakpoint
-- A renamed skill changes the words of every profile that lists it.
CREATE FUNCTION talent_search_skill_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.name IS DISTINCT FROM NEW.name THEN
    PERFORM talent_search_refresh(fs.user_id) FROM freelancer_skills fs WHERE fs.skill_id = NEW.id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER talent_search_skill_names AFTER UPDATE ON skills
  FOR EACH ROW EXECUTE FUNCTION talent_search_skill_renamed();
-- hand-written: end
