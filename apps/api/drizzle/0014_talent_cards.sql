-- hand-written: begin
-- Emptied first so the NOT NULL column can be added; every row is written again at the end.
DELETE FROM "talent_search";--> statement-breakpoint
-- hand-written: end
CREATE TABLE "talent_cards" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"photo_url" text,
	"title" text NOT NULL,
	"overview" text NOT NULL,
	"category_name" text,
	"skills" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "talent_search" ADD COLUMN "skill_ids" uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_cards" ADD CONSTRAINT "talent_cards_user_id_talent_search_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."talent_search"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "talent_search_skills_idx" ON "talent_search" USING gin ("skill_ids");--> statement-breakpoint
-- hand-written: begin
-- Find Talent reads only its own tables (ADR 026): the skills filter reads talent_search.skill_ids,
-- and a row's card (name, photo, title, overview, category and skill names) is talent_cards, both
-- written by the refresh the triggers of 0012 call. The source gains their columns (at its end, as
-- CREATE OR REPLACE VIEW requires).
CREATE OR REPLACE VIEW talent_search_source AS
  SELECT u.id AS user_id, p.primary_category_id AS category_id, p.hourly_rate_cents, p.country,
         u.created_at AS member_since,
         setweight(to_tsvector('english', p.title), 'A')
           || setweight(to_tsvector('english', sk.names), 'B')
           || setweight(to_tsvector('english', p.overview), 'C') AS search,
         sk.ids AS skill_ids, u.name, u.profile_pic AS photo_url, p.title, p.overview,
         (SELECT c.name FROM categories c WHERE c.id = p.primary_category_id) AS category_name,
         sk.cards AS skills
  FROM users u
  JOIN freelancer_profiles p ON p.user_id = u.id
  CROSS JOIN LATERAL (
    SELECT coalesce(string_agg(s.name, ' ' ORDER BY fs.position), '') AS names, count(*) AS n,
           coalesce(array_agg(fs.skill_id ORDER BY fs.position), '{}') AS ids,
           coalesce(jsonb_agg(jsonb_build_object('_id', fs.skill_id, 'name', s.name) ORDER BY fs.position),
                    '[]'::jsonb) AS cards
    FROM freelancer_skills fs JOIN skills s ON s.id = fs.skill_id
    WHERE fs.user_id = u.id
  ) sk
  WHERE u.role = 'freelancer' AND u.status = 'active'
    AND btrim(p.title) <> '' AND btrim(p.overview) <> '' AND p.hourly_rate_cents IS NOT NULL AND sk.n > 0;
--> statement-breakpoint
-- The card goes with its search row (on delete cascade), so one delete clears both.
CREATE OR REPLACE FUNCTION talent_search_refresh(uid uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM talent_search WHERE user_id = uid;
  INSERT INTO talent_search (user_id, category_id, hourly_rate_cents, country, member_since, search, skill_ids)
  SELECT user_id, category_id, hourly_rate_cents, country, member_since, search, skill_ids
  FROM talent_search_source WHERE user_id = uid;
  INSERT INTO talent_cards (user_id, name, photo_url, title, overview, category_name, skills)
  SELECT user_id, name, photo_url, title, overview, category_name, skills
  FROM talent_search_source WHERE user_id = uid;
END;
$$;
--> statement-breakpoint
-- The card shows the name and photo too.
CREATE OR REPLACE FUNCTION talent_search_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status IS DISTINCT FROM NEW.status OR OLD.role IS DISTINCT FROM NEW.role
     OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.name IS DISTINCT FROM NEW.name
     OR OLD.profile_pic IS DISTINCT FROM NEW.profile_pic THEN
    PERFORM talent_search_refresh(NEW.id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A renamed category changes only the cards that show it: no search row needs rewriting.
CREATE FUNCTION talent_search_category_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.name IS DISTINCT FROM NEW.name THEN
    UPDATE talent_cards SET category_name = NEW.name
    WHERE user_id IN (SELECT user_id FROM talent_search WHERE category_id = NEW.id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER talent_search_category_names AFTER UPDATE ON categories
  FOR EACH ROW EXECUTE FUNCTION talent_search_category_renamed();
--> statement-breakpoint
INSERT INTO talent_search (user_id, category_id, hourly_rate_cents, country, member_since, search, skill_ids)
  SELECT user_id, category_id, hourly_rate_cents, country, member_since, search, skill_ids FROM talent_search_source;
--> statement-breakpoint
INSERT INTO talent_cards (user_id, name, photo_url, title, overview, category_name, skills)
  SELECT user_id, name, photo_url, title, overview, category_name, skills FROM talent_search_source;
-- hand-written: end
