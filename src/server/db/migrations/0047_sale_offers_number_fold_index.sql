-- Hand-written: the search box matches an exact title beside its newest matches
-- (src/server/modules/search/search.service.ts `amongNewestMatches`). On the sale offers, a table
-- the planner costs as small, it read every offer's folded number for that exact branch (4.3 ms
-- at 2,000 offers) instead of the trigram index; a b-tree on the folded number answers it by
-- lookup (0.3 ms): bench/RESULTS.md "The search's exact offer number by lookup".
CREATE INDEX IF NOT EXISTS "sale_offers_organization_number_fold_idx" ON "sale_offers" USING btree ("organization_id", search_fold("number"));
