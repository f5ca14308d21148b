CREATE TABLE "client_reputation" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"rating" real,
	"reviews" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_reputation" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"score" integer,
	"rating" real,
	"reviews" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "talent_search" ADD COLUMN "score" integer;--> statement-breakpoint
ALTER TABLE "talent_search" ADD COLUMN "rating" real;--> statement-breakpoint
ALTER TABLE "client_reputation" ADD CONSTRAINT "client_reputation_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_reputation" ADD CONSTRAINT "talent_reputation_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "talent_search_rating_idx" ON "talent_search" USING btree ("rating" NULLS FIRST,"member_since","user_id","score","category_id","hourly_rate_cents","country");--> statement-breakpoint
CREATE INDEX "talent_search_score_idx" ON "talent_search" USING btree ("score" NULLS FIRST,"member_since","user_id","rating","category_id","hourly_rate_cents","country");--> statement-breakpoint
-- hand-written: begin
-- Find Talent sorts and filters by reputation (issue 26): talent_reputation keeps every freelancer's,
-- as the reviews module publishes it, and the refresh copies its score and rating into the search
-- row whenever the row is written again (the source gains them at its end, as CREATE OR REPLACE
-- VIEW requires).
CREATE OR REPLACE VIEW talent_search_source AS
  SELECT u.id AS user_id, p.primary_category_id AS category_id, p.hourly_rate_cents, p.country,
         u.created_at AS member_since,
         setweight(to_tsvector('english', p.title), 'A')
           || setweight(to_tsvector('english', sk.names), 'B')
           || setweight(to_tsvector('english', p.overview), 'C') AS search,
         sk.ids AS skill_ids, u.name, u.profile_pic AS photo_url, p.title, p.overview,
         (SELECT c.name FROM categories c WHERE c.id = p.primary_category_id) AS category_name,
         sk.cards AS skills, r.score, r.rating
  FROM users u
  JOIN freelancer_profiles p ON p.user_id = u.id
  LEFT JOIN talent_reputation r ON r.user_id = u.id
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
CREATE OR REPLACE FUNCTION talent_search_refresh(uid uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM talent_search WHERE user_id = uid;
  INSERT INTO talent_search (user_id, category_id, hourly_rate_cents, country, member_since, search, skill_ids,
                             score, rating)
  SELECT user_id, category_id, hourly_rate_cents, country, member_since, search, skill_ids, score, rating
  FROM talent_search_source WHERE user_id = uid;
  INSERT INTO talent_cards (user_id, name, photo_url, title, overview, category_name, skills)
  SELECT user_id, name, photo_url, title, overview, category_name, skills
  FROM talent_search_source WHERE user_id = uid;
END;
$$;
--> statement-breakpoint
-- A database with ended contracts already: every party's reputation is computed once (the outbox
-- handles these after start-up), and each contract that may still count leaves their 24 months on
-- a timer. PostgreSQL's month arithmetic clamps where JavaScript's overflows (29 February): a day
-- later is never early.
INSERT INTO events (type, subject, payload)
  SELECT 'reputation.stale', 'reputation:' || p.id, jsonb_build_object('userId', p.id)
  FROM (SELECT client_id AS id FROM contracts WHERE status = 'ended'
        UNION SELECT freelancer_id FROM contracts WHERE status = 'ended') p;
--> statement-breakpoint
INSERT INTO events (type, subject, payload, available_at)
  SELECT 'reputation.contract_ages_out', 'timer:reputation.ages_out:' || id, jsonb_build_object('contractId', id),
         ended_at + interval '24 months' + interval '1 day'
  FROM contracts WHERE status = 'ended' AND ended_at > now() - interval '24 months';
-- hand-written: end
