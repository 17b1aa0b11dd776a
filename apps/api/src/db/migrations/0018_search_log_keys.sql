-- The daily keys of the search log's searcher tokens: a token is a keyed hash of the guest id, and a day's key
-- is deleted once the day is over, so nobody (an operator included) can later recompute a member's tokens.
CREATE TABLE "search_log_keys" (
	"day" date PRIMARY KEY NOT NULL,
	"key" text NOT NULL
);
