-- Hand-written: b-trees on the folded titles of the search box's three big tables, as 0047 did
-- for the sale offers' numbers. The box always adds the records whose title equals the term
-- (src/server/modules/search/search.service.ts `amongNewestMatches`), and a short term matches the
-- title's start; without these the planner answered both from the trigram index (0.6–0.8 ms a
-- statement at 50,000 leads or 100,000 units, against 0.15 ms by b-tree lookup).
-- text_pattern_ops compares by code point whatever the database's collation, so the same index
-- serves `=` and a `like 'ab%'` range on PostgreSQL as on PGlite.
CREATE INDEX IF NOT EXISTS "leads_organization_name_fold_idx" ON "leads" USING btree ("organization_id", search_fold("full_name") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "deals_organization_title_fold_idx" ON "deals" USING btree ("organization_id", search_fold("title") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "units_organization_number_fold_idx" ON "units" USING btree ("organization_id", search_fold("unit_number") text_pattern_ops);
