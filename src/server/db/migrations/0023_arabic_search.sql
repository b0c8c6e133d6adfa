-- Hand-written: the column side of free-text search (docs/api.md "Lists"). The same mapping as
-- foldForSearch in src/shared/search.ts, which folds the user's term: lower case; Arabic tashkeel
-- U+064B–U+065F, the superscript alef U+0670 and tatweel U+0640 removed; أ إ آ ٱ → ا, ة → ه,
-- ى → ي, ؤ → و, ئ → ي; Arabic-Indic digits read as Latin ones. Code points are spelled with chr() so that no invisible mark hides in the
-- file. IMMUTABLE (lower, regexp_replace and translate all are), so expression indexes may use it;
-- a plain SQL body so the planner inlines it. PGlite and PostgreSQL both run it as is.
CREATE OR REPLACE FUNCTION "search_fold"("value" text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  select translate(
    regexp_replace(lower("value"), '[' || chr(1611) || '-' || chr(1631) || chr(1648) || chr(1600) || ']', '', 'g'),
    -- أ إ آ ٱ ة ى ؤ ئ, then the Arabic-Indic digits ٠–٩ and the Eastern Arabic-Indic ۰–۹
    chr(1571) || chr(1573) || chr(1570) || chr(1649) || chr(1577) || chr(1609) || chr(1572) || chr(1574)
      || '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹',
    -- ا ا ا ا ه ي و ي, then Latin digits twice
    chr(1575) || chr(1575) || chr(1575) || chr(1575) || chr(1607) || chr(1610) || chr(1608) || chr(1610)
      || '01234567890123456789'
  )
$$;
