-- One week for the hiring area (#26 item 6): the recruiting analytics count interviews by week in the
-- user's zone, from the interviews themselves (a range of interviews_time_idx), as the hiring home
-- counts this week's. The interview counters by UTC day (migration 0034) could not split a week
-- anywhere but at UTC midnight: they, and the trigger that kept them, go.
DROP TRIGGER interviews_recruiting ON interviews;
DROP FUNCTION recruiting_interview_apply();
DROP TABLE recruiting_interview_daily;
