-- hand-written: begin
-- Names and file names without text-direction controls (issue 31): the embeddings, overrides and
-- isolates U+202A–U+202E and U+2066–U+2069 made "invoice<U+202E>gpj.exe" read "invoiceexe.jpg" in
-- the thread, the bell and profiles. New names refuse them and new file names lose them
-- (packages/shared direction-controls.ts); this cleans what was stored before. A user's name refreshes
-- their Find Talent card through its trigger (0014); a name of nothing but controls becomes the email's
-- local part, as a provider sign-up without a name does.
UPDATE users SET name = coalesce(
  nullif(btrim(regexp_replace(name, '[\u202A-\u202E\u2066-\u2069]', '', 'g')), ''),
  split_part(email, '@', 1))
WHERE name ~ '[\u202A-\u202E\u2066-\u2069]';
--> statement-breakpoint
UPDATE client_profiles SET company_name = nullif(btrim(regexp_replace(company_name, '[\u202A-\u202E\u2066-\u2069]', '', 'g')), '')
WHERE company_name ~ '[\u202A-\u202E\u2066-\u2069]';
--> statement-breakpoint
UPDATE files SET original_name = regexp_replace(original_name, '[\u202A-\u202E\u2066-\u2069]', '', 'g')
WHERE original_name ~ '[\u202A-\u202E\u2066-\u2069]';
--> statement-breakpoint
UPDATE message_attachments SET name = coalesce(nullif(regexp_replace(name, '[\u202A-\u202E\u2066-\u2069]', '', 'g'), ''), 'file')
WHERE name ~ '[\u202A-\u202E\u2066-\u2069]';
--> statement-breakpoint
UPDATE dispute_files SET name = coalesce(nullif(regexp_replace(name, '[\u202A-\u202E\u2066-\u2069]', '', 'g'), ''), 'file')
WHERE name ~ '[\u202A-\u202E\u2066-\u2069]';
--> statement-breakpoint
-- The bell's entries were written with the names of their day.
UPDATE notifications SET title = regexp_replace(title, '[\u202A-\u202E\u2066-\u2069]', '', 'g'),
                         body = regexp_replace(body, '[\u202A-\u202E\u2066-\u2069]', '', 'g')
WHERE title ~ '[\u202A-\u202E\u2066-\u2069]' OR body ~ '[\u202A-\u202E\u2066-\u2069]';
-- hand-written: end
