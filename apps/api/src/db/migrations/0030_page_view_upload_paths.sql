-- Page views recorded before the statistics path dropped the CV upload links' token and file name keep neither.
UPDATE "page_views"
SET "path" = regexp_replace("path", '^/complete/upload/([^/]+)/[^/]+/[^/]+/([^/]+)', '/complete/upload/\1/:token/:fileName/\2')
WHERE "path" LIKE '/complete/upload/%' AND "path" NOT LIKE '/complete/upload/%/:token/:fileName/%';
