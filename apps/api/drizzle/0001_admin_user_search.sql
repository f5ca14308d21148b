CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "users_role_created_idx";--> statement-breakpoint
CREATE INDEX "users_role_name_idx" ON "users" USING btree ("role",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "users_role_email_idx" ON "users" USING btree ("role","email","id");--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role","created_at","id");