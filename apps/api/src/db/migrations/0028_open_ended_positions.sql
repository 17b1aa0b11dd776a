alter table positions drop constraint if exists positions_end_matches_current;
--> statement-breakpoint
alter table positions add constraint positions_end_matches_current
  check ((end_month is null) = (end_year is null) and (not current or end_month is null));
