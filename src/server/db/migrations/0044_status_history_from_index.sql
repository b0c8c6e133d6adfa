-- The inventory snapshot's past-day total by status counts today's units of a status less the
-- entries into it since the day plus the entries out of it (docs/architecture.md "The status
-- history is a chain"): the entries out of a status since a time, an index-only range. Creation
-- entries (no status left) are never asked for, hence partial.
CREATE INDEX "unit_status_history_organization_from_created_idx" ON "unit_status_history" USING btree ("organization_id","from_status","created_at") WHERE "unit_status_history"."from_status" is not null;