-- Unit areas kept to the hundredths the API reads them as (src/shared/schemas/units.ts `area`).
-- Before, a subnormal area (3e-323) passed the "at most 2 decimals" check and was stored as such:
-- its price per sq ft (price / area) overflowed, and every answer showing the unit failed.
-- total_area is generated from these columns and follows.
UPDATE "units"
SET "internal_area" = round("internal_area"::numeric, 2)::double precision,
    "balcony_area" = round("balcony_area"::numeric, 2)::double precision
WHERE "internal_area" <> round("internal_area"::numeric, 2)::double precision
   OR "balcony_area" <> round("balcony_area"::numeric, 2)::double precision;
