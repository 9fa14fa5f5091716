-- Where each signed-in viewer left each video: the player resumes there, and home lists the
-- unfinished ones under "Continue watching", the most recent first.
CREATE TABLE product.watch_progress (
  subscriber_id text NOT NULL REFERENCES product.subscribers (id) ON DELETE CASCADE,
  video_id text NOT NULL REFERENCES product.videos (id),
  -- Seconds, as the player measured them: the media's own length, not the catalogue's.
  position_seconds double precision NOT NULL CHECK (position_seconds >= 0),
  media_duration_seconds double precision NOT NULL CHECK (media_duration_seconds > 0 AND position_seconds <= media_duration_seconds),
  finished boolean NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (subscriber_id, video_id)
);
CREATE INDEX watch_progress_recent ON product.watch_progress (subscriber_id, updated_at DESC);
