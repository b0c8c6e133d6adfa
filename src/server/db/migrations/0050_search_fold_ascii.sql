-- Hand-written: search_fold (0049) with a shortcut for text that is all ASCII, which is most
-- names, emails, phones and unit numbers. Folding only ever touches Arabic-block characters
-- (U+0640–U+06F9), so for ASCII text it is lower() alone; translate() scanning its 28 characters
-- for every character was most of the cost (a Latin name: about 3.8 µs folded, 0.6 µs now; an
-- Arabic one unchanged). That cost is paid on every candidate row a search rechecks or ranks.
-- "All ASCII" is "as many bytes as characters", which holds only in UTF-8 (in a single-byte
-- encoding such as ISO-8859-6 Arabic letters are one byte each): hence the check below.
-- Every value folds exactly as before (tests/server/arabic-search.test.ts compares with 0023's
-- body over every code point, alone and among ASCII and Arabic), so the expression indexes stay
-- valid without a rebuild.
DO $$
BEGIN
  IF getdatabaseencoding() <> 'UTF8' THEN
    RAISE EXCEPTION 'this database is encoded in %, the product needs UTF8 (README.md "PostgreSQL")', getdatabaseencoding();
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_fold"("value" text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN CASE
  WHEN octet_length("value") = char_length("value") THEN lower("value")
  ELSE translate(
    regexp_replace(lower("value"), U&'[\064B-\065F\0670\0640]', '', 'g'),
    U&'\0623\0625\0622\0671\0629\0649\0624\0626\0660\0661\0662\0663\0664\0665\0666\0667\0668\0669\06F0\06F1\06F2\06F3\06F4\06F5\06F6\06F7\06F8\06F9',
    U&'\0627\0627\0627\0627\0647\064A\0648\064A01234567890123456789'
  )
END;
