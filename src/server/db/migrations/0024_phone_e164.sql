-- Generated: leads.phone_normalized stops being a generated column (it needs the organization's
-- country, which a generated column cannot read).
ALTER TABLE "leads" ALTER COLUMN "phone_normalized" DROP EXPRESSION;--> statement-breakpoint
-- Hand-written: phones in E.164 for matching and de-duplication (docs/api.md "Phones"). The same
-- rules as normalizePhone in src/shared/phones.ts, which normalises the phones of import files and
-- search terms; a test holds the two side by side. A leading + (after spaces or a parenthesis)
-- or 00 is international; otherwise the default country's calling code replaces one trunk 0,
-- unless the digits already start with that code and are long enough to carry it. Without a
-- known default country the digits alone are the key, as before.
CREATE OR REPLACE FUNCTION "phone_e164"("phone" text, "country" text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  select case
    when "parts"."digits" = '' then null
    when "phone" ~ '^[[:space:](]*\+' then '+' || "parts"."digits"
    when "parts"."digits" like '00%' then nullif('+' || substr("parts"."digits", 3), '+')
    when "parts"."code" is null then "parts"."digits"
    when "parts"."digits" like ("parts"."code" || '%') and length("parts"."digits") >= length("parts"."code") + 8
      then '+' || "parts"."digits"
    else '+' || "parts"."code" || regexp_replace("parts"."digits", '^0', '')
  end
  from (
    select
      -- Arabic-Indic digits (٠–٩, ۰–۹) read as Latin ones first, as toLatinDigits does.
      regexp_replace(translate(coalesce("phone", ''), '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', '01234567890123456789'), '[^0-9]', '', 'g') as "digits",
      case upper(btrim(coalesce("country", '')))
        when 'AE' then '971' when 'SA' then '966' when 'KW' then '965'
        when 'QA' then '974' when 'BH' then '973' when 'OM' then '968'
      end as "code"
  ) as "parts"
$$;--> statement-breakpoint
-- Every write of a lead's or broker's phone keeps its E.164 key, whichever code path writes it.
CREATE OR REPLACE FUNCTION "set_phone_e164"() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  NEW."phone_normalized" := "phone_e164"(NEW."phone", (select "country" from "organizations" where "id" = NEW."organization_id"));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "leads_phone_e164" BEFORE INSERT OR UPDATE OF "phone", "organization_id", "phone_normalized" ON "leads"
FOR EACH ROW EXECUTE FUNCTION "set_phone_e164"();--> statement-breakpoint
CREATE TRIGGER "contact_brokers_phone_e164" BEFORE INSERT OR UPDATE OF "phone", "organization_id", "phone_normalized" ON "contact_brokers"
FOR EACH ROW EXECUTE FUNCTION "set_phone_e164"();--> statement-breakpoint
-- Backfill: the keys existing phones would have had (brokers created outside the import had none).
UPDATE "leads" SET "phone_normalized" = "phone_e164"("leads"."phone", "organizations"."country")
FROM "organizations" WHERE "organizations"."id" = "leads"."organization_id";--> statement-breakpoint
UPDATE "contact_brokers" SET "phone_normalized" = "phone_e164"("contact_brokers"."phone", "organizations"."country")
FROM "organizations" WHERE "organizations"."id" = "contact_brokers"."organization_id";
