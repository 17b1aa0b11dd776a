-- Who searched is never kept; a daily, one-way token of the visitor's random guest id lets the trends count how
-- many people searched a keyword, so that nobody's single search becomes a public "popular search".
alter table job_search_log add column if not exists searcher text check (char_length(searcher) = 32);
