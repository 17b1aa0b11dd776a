-- The keyword as the visitor wrote it (trimmed, single spaces), beside the normalised key the trends group by: the
-- trends show each key in its most frequent written spelling (docs/decisions/0053-start-page-and-true-figures.md).
alter table job_search_log add column if not exists q_written text
  check (q_written is null or char_length(q_written) between 1 and 200);
