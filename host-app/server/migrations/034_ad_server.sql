-- The ad server's stand-in on the product API: its video ads (linear creatives served as VAST 4
-- prerolls) and the tracking beacons the players send back while an ad plays.
CREATE TABLE product.video_ads (
  id text PRIMARY KEY,
  title_en text NOT NULL,
  title_ar text NOT NULL,
  -- The creative: an MP4 under the public media, and its length as the generator encodes it.
  media text NOT NULL,
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  bitrate_kbps integer NOT NULL CHECK (bitrate_kbps > 0),
  duration_seconds integer NOT NULL CHECK (duration_seconds > 0),
  skip_offset_seconds integer CHECK (skip_offset_seconds >= 0 AND skip_offset_seconds < duration_seconds),
  target_url text NOT NULL,
  -- The campaign's targeting: the videos of this category, or every video when null.
  category_id text REFERENCES product.categories (id),
  sort_order integer NOT NULL,
  active boolean NOT NULL
);

CREATE TABLE product.ad_beacons (
  id bigserial PRIMARY KEY,
  received_at timestamptz NOT NULL,
  -- One VAST answer: every beacon of one ad shown once carries it.
  serving_id uuid NOT NULL,
  ad_id text NOT NULL REFERENCES product.video_ads (id),
  event text NOT NULL CHECK (event IN ('impression', 'start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete', 'skip', 'error')),
  video_id text,
  -- The VAST error code of an error beacon.
  error_code integer
);
CREATE INDEX ad_beacons_serving ON product.ad_beacons (serving_id, id);

-- The ad configuration is a kept public read, and it names the preroll placement when an ad is active (migration 008).
CREATE TRIGGER catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product.video_ads
  FOR EACH STATEMENT EXECUTE FUNCTION product.notify_catalogue_change();
