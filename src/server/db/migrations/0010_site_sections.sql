-- The sections the site's own pages read are product structure, not demo data: the home page reads
-- 'welcome', /About 'about', /PrivacyPolicy 'privacy-policy' and /Feedback 'feedback'. Every database
-- gets them, so an admin of a site without demo data can write them from /Admin/Content.
INSERT INTO "content_sections" ("name", "slug", "title") VALUES
  ('Welcome', 'welcome', 'Welcome'),
  ('About', 'about', 'About Us'),
  ('Privacy Policy', 'privacy-policy', 'Privacy Policy'),
  ('Feedback', 'feedback', 'Feedback')
ON CONFLICT (lower("slug")) DO NOTHING;
--> statement-breakpoint
-- A fresh site states its privacy policy from the first day (records are kept at least 7 years, as
-- docs/spec.md says); the admin edits it like any other section. A section that has content keeps it.
INSERT INTO "content" ("content_section_id", "title", "copy")
SELECT s."id", 'Privacy Policy',
  '<p>We collect the details you give us when you sign up (user name, e-mail address and mobile number), the times you record, and optionally your name, date of birth and a profile photo.</p>'
  || '<p><strong>How we use it.</strong> Your user name, photo and times appear on public leaderboards. We use your e-mail address and mobile number to confirm your account and, if you choose, to send event updates. You can turn off e-mail and SMS updates at any time from My Account.</p>'
  || '<p><strong>How long we keep it.</strong> Files, including account and results records, are kept for at least 7 years, as required for competition records.</p>'
  || '<p><strong>Photos.</strong> Uploaded photos are re-encoded and their location data is removed.</p>'
  || '<p>We do not sell your information. To see or correct what we hold about you, contact us through the Feedback page.</p>'
FROM "content_sections" s
WHERE lower(s."slug") = 'privacy-policy'
  AND NOT EXISTS (SELECT 1 FROM "content" c WHERE c."content_section_id" = s."id");
