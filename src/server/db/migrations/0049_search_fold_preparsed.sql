-- Hand-written: search_fold (0023_arabic_search) again, the same mapping with its body stored
-- parsed. The planner inlines the function wherever a statement calls it, so each call site of a
-- search (the lists' q, the one search box: six or more per statement) used to parse the body's
-- text anew and fold its 40-odd chr() concatenations into constants: about 0.2 ms of planning
-- per call site. A SQL-standard body (RETURN, PostgreSQL 14+, PGlite too) is stored as a parsed
-- tree, and U&'…' literals spell the same code points (still no invisible mark in the file):
-- U+064B–U+065F, U+0670 and U+0640 removed; أ إ آ ٱ ة ى ؤ ئ, then ٠–٩ and ۰–۹, mapped to
-- ا ا ا ا ه ي و ي and Latin digits. Every value folds exactly as before (tests/server/arabic-search.test.ts
-- compares both bodies over every code point), so the expression indexes built on it stay valid.
CREATE OR REPLACE FUNCTION "search_fold"("value" text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN translate(
  regexp_replace(lower("value"), U&'[\064B-\065F\0670\0640]', '', 'g'),
  U&'\0623\0625\0622\0671\0629\0649\0624\0626\0660\0661\0662\0663\0664\0665\0666\0667\0668\0669\06F0\06F1\06F2\06F3\06F4\06F5\06F6\06F7\06F8\06F9',
  U&'\0627\0627\0627\0627\0647\064A\0648\064A01234567890123456789'
);
