-- Search over videos, channels and events, in English and Arabic, in the same SQL on PGlite and
-- PostgreSQL. Arabic is typed many ways for one word: alef with or without hamza or madda, taa
-- marbuta or haa at a word's end, alef maqsura or yaa, with or without diacritics and tatweel.
-- Documents and queries both go through search_text, so every spelling meets every other.
CREATE FUNCTION product.search_text(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(regexp_replace(lower(value), '[\u064B-\u065F\u0670\u0640]', '', 'g'), 'أإآٱىة', 'اااايه')
$$;

-- Two documents per row: `search_document` holds stemmed words (English and Arabic stemmers),
-- titles weighted above descriptions, for ranked whole-word search; `search_prefixes` holds the
-- words as written, for matching what is still being typed.
ALTER TABLE product.videos
  ADD COLUMN search_document tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', title_en), 'A') || setweight(to_tsvector('arabic', product.search_text(title_ar)), 'A')
    || setweight(to_tsvector('english', description_en), 'B') || setweight(to_tsvector('arabic', product.search_text(description_ar)), 'B')
  ) STORED,
  ADD COLUMN search_prefixes tsvector GENERATED ALWAYS AS (
    to_tsvector('simple', product.search_text(title_en || ' ' || title_ar || ' ' || description_en || ' ' || description_ar))
  ) STORED;
CREATE INDEX videos_search_document ON product.videos USING gin (search_document);
CREATE INDEX videos_search_prefixes ON product.videos USING gin (search_prefixes);

ALTER TABLE product.channels
  ADD COLUMN search_document tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', title_en), 'A') || setweight(to_tsvector('arabic', product.search_text(title_ar)), 'A')
  ) STORED,
  ADD COLUMN search_prefixes tsvector GENERATED ALWAYS AS (to_tsvector('simple', product.search_text(title_en || ' ' || title_ar))) STORED;
CREATE INDEX channels_search_document ON product.channels USING gin (search_document);
CREATE INDEX channels_search_prefixes ON product.channels USING gin (search_prefixes);

ALTER TABLE product.events
  ADD COLUMN search_document tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', title_en), 'A') || setweight(to_tsvector('arabic', product.search_text(title_ar)), 'A')
    || setweight(to_tsvector('english', description_en || ' ' || location_en), 'B')
    || setweight(to_tsvector('arabic', product.search_text(description_ar || ' ' || location_ar)), 'B')
  ) STORED,
  ADD COLUMN search_prefixes tsvector GENERATED ALWAYS AS (
    to_tsvector('simple', product.search_text(title_en || ' ' || title_ar || ' ' || location_en || ' ' || location_ar))
  ) STORED;
CREATE INDEX events_search_document ON product.events USING gin (search_document);
CREATE INDEX events_search_prefixes ON product.events USING gin (search_prefixes);
