-- The experiment variants a visitor saw with each page view (only flags that are switched on), so that a
-- variant's conversion can be measured; recorded, like the view itself, only with consent to statistics.
ALTER TABLE "page_views" ADD COLUMN "flags" jsonb;
