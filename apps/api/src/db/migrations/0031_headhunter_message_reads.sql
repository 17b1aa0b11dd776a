-- Whether a firm has read a member's message (docs/decisions/0065-headhunter-directory.md): the firm's recruiters mark
-- it read or unread, and the member sees on the firm's page that it was read.
alter table headhunter_messages add column if not exists read_at timestamptz;
--> statement-breakpoint
alter table headhunter_messages add column if not exists read_by bigint references recruiters (id) on delete set null;
