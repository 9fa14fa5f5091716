-- Campaign collections: a page of videos with its own words and hero picture, read by slug.
-- A collection may be the details page of another (parent_slug).
CREATE TABLE product.collections (
  slug text PRIMARY KEY,
  screen_name text NOT NULL,
  title_en text NOT NULL,
  title_ar text NOT NULL,
  description_en text NOT NULL,
  description_ar text NOT NULL,
  hero_image text NOT NULL,
  parent_slug text REFERENCES product.collections (slug) ON DELETE SET NULL,
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE product.collection_videos (
  collection_slug text NOT NULL REFERENCES product.collections (slug) ON DELETE CASCADE,
  video_id text NOT NULL REFERENCES product.videos (id) ON DELETE CASCADE,
  sort_order integer NOT NULL,
  PRIMARY KEY (collection_slug, video_id)
);

-- Kept public answers read these tables too (migration 008).
CREATE TRIGGER catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product.collections
  FOR EACH STATEMENT EXECUTE FUNCTION product.notify_catalogue_change();
CREATE TRIGGER catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product.collection_videos
  FOR EACH STATEMENT EXECUTE FUNCTION product.notify_catalogue_change();
