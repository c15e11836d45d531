-- Recruiting analytics (#18 item 6): daily counters per workspace, job and UTC day, kept by
-- triggers in the transaction of the write they count (a stage event, an interview, a screening
-- call's link or analysis), so the analytics read counters for the period and never scan the
-- applications. Like the stage history, the counters keep what happened when a candidate is erased.

-- The funnel by the day the application arrived (its cohort): how many applied, how many reached
-- each stage or one past it (a move from New straight to Interview reached Shortlisted and
-- Screening too), how many were rejected; each application counts once per stage.
CREATE TABLE recruiting_funnel_daily (
  workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  job_id text NOT NULL,
  day date NOT NULL,
  source text NOT NULL,
  applied integer NOT NULL DEFAULT 0,
  shortlisted integer NOT NULL DEFAULT 0,
  screening integer NOT NULL DEFAULT 0,
  interview integer NOT NULL DEFAULT 0,
  offer integer NOT NULL DEFAULT 0,
  hired integer NOT NULL DEFAULT 0,
  rejected integer NOT NULL DEFAULT 0,
  PRIMARY KEY (workspace_id, day, job_id, source)
);

-- Durations of the same cohorts as mergeable log histograms (bins of 5%, as the call latency's)
-- with their exact sum: to_screening, to_interview (from the application), in_<stage>.
CREATE TABLE recruiting_duration_daily (
  workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  job_id text NOT NULL,
  day date NOT NULL,
  metric text NOT NULL,
  bin integer NOT NULL,
  samples integer NOT NULL DEFAULT 0,
  sum_ms double precision NOT NULL DEFAULT 0,
  PRIMARY KEY (workspace_id, day, job_id, metric, bin)
);

-- Interviews by the day they start and their status now.
CREATE TABLE recruiting_interview_daily (
  workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  job_id text NOT NULL,
  day date NOT NULL,
  status text NOT NULL,
  n integer NOT NULL DEFAULT 0,
  PRIMARY KEY (workspace_id, day, job_id, status)
);

-- zara's screening calls with candidates by the day of the link, by their analysis now
-- (job_id '' when the call is linked to no application).
CREATE TABLE recruiting_screening_daily (
  workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  job_id text NOT NULL,
  day date NOT NULL,
  successful integer NOT NULL DEFAULT 0,
  unsuccessful integer NOT NULL DEFAULT 0,
  no_analysis integer NOT NULL DEFAULT 0,
  PRIMARY KEY (workspace_id, day, job_id)
);

-- The hiring home's lists: a call's links (the screening counters' update), the newest links,
-- applications waiting in a stage, interviews past without a scorecard.
CREATE INDEX candidate_calls_call_idx ON candidate_calls (workspace_id, call_id);
CREATE INDEX candidate_calls_recent_idx ON candidate_calls (workspace_id, created_at DESC);
CREATE INDEX job_applications_stage_idx ON job_applications (workspace_id, stage, stage_changed_at);
CREATE INDEX interviews_awaiting_scorecard_idx ON interviews (workspace_id, starts_at) WHERE status = 'scheduled' AND scorecard IS NULL;

CREATE FUNCTION recruiting_stage_rank(stage text) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE stage WHEN 'new' THEN 0 WHEN 'shortlisted' THEN 1 WHEN 'screening' THEN 2 WHEN 'interview' THEN 3 WHEN 'offer' THEN 4 WHEN 'hired' THEN 5 END
$$;

CREATE FUNCTION recruiting_add_duration(p_workspace uuid, p_job text, p_day date, p_metric text, p_ms double precision) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO recruiting_duration_daily AS r (workspace_id, job_id, day, metric, bin, samples, sum_ms)
  VALUES (p_workspace, p_job, p_day, p_metric, CASE WHEN p_ms < 1 THEN -1 ELSE floor(ln(p_ms) / ln(1.05))::integer END, 1, greatest(p_ms, 0))
  ON CONFLICT (workspace_id, day, job_id, metric, bin) DO UPDATE
    SET samples = r.samples + 1, sum_ms = r.sum_ms + EXCLUDED.sum_ms;
END $$;

-- What one stage event adds, read from the application's events written before it (by id: the
-- order they were written in, which the application's row lock makes the order of the moves, even
-- when a transaction that started earlier writes later), so the backfill below may run the events
-- in any order. Its cohort is the day of the application's first event.
CREATE FUNCTION recruiting_count_stage_event(e application_stage_events) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  prior_count integer;
  prior_rank integer;
  was_rejected boolean;
  first_at timestamptz;
  entered_at timestamptz;
  app_source text;
  cohort date;
  new_rank integer := coalesce(recruiting_stage_rank(e.to_stage), -1);
  reached integer[] := array[0, 0, 0, 0, 0];
BEGIN
  SELECT count(*), max(recruiting_stage_rank(p.to_stage)), coalesce(bool_or(p.to_stage = 'rejected'), false),
      (array_agg(p.created_at ORDER BY p.id))[1], (array_agg(p.created_at ORDER BY p.id DESC))[1]
    INTO prior_count, prior_rank, was_rejected, first_at, entered_at
    FROM application_stage_events p
    WHERE p.workspace_id = e.workspace_id AND p.application_id = e.application_id AND p.id < e.id;
  SELECT a.source INTO app_source FROM job_applications a WHERE a.workspace_id = e.workspace_id AND a.id = e.application_id;
  first_at := coalesce(first_at, e.created_at);
  cohort := (first_at AT TIME ZONE 'UTC')::date;
  FOR s IN 1..5 LOOP
    IF new_rank >= s AND coalesce(prior_rank, 0) < s THEN reached[s] := 1; END IF;
  END LOOP;
  INSERT INTO recruiting_funnel_daily AS f (workspace_id, job_id, day, source, applied, shortlisted, screening, interview, offer, hired, rejected)
  VALUES (e.workspace_id, e.job_id, cohort, coalesce(app_source, 'unknown'), CASE WHEN prior_count = 0 THEN 1 ELSE 0 END,
    reached[1], reached[2], reached[3], reached[4], reached[5], CASE WHEN e.to_stage = 'rejected' AND NOT was_rejected THEN 1 ELSE 0 END)
  ON CONFLICT (workspace_id, day, job_id, source) DO UPDATE SET
    applied = f.applied + EXCLUDED.applied, shortlisted = f.shortlisted + EXCLUDED.shortlisted, screening = f.screening + EXCLUDED.screening,
    interview = f.interview + EXCLUDED.interview, offer = f.offer + EXCLUDED.offer, hired = f.hired + EXCLUDED.hired, rejected = f.rejected + EXCLUDED.rejected;
  IF reached[2] = 1 THEN
    PERFORM recruiting_add_duration(e.workspace_id, e.job_id, cohort, 'to_screening', extract(epoch FROM e.created_at - first_at) * 1000);
  END IF;
  IF reached[3] = 1 THEN
    PERFORM recruiting_add_duration(e.workspace_id, e.job_id, cohort, 'to_interview', extract(epoch FROM e.created_at - first_at) * 1000);
  END IF;
  IF prior_count > 0 AND e.from_stage IS NOT NULL THEN
    PERFORM recruiting_add_duration(e.workspace_id, e.job_id, cohort, 'in_' || e.from_stage, extract(epoch FROM e.created_at - entered_at) * 1000);
  END IF;
END $$;

-- The workspace's stage changes count one transaction at a time: two bulk moves would otherwise
-- update the same counter rows in opposite orders and deadlock. Every writer of stage events has
-- locked its applications before its first event, so this lock is always taken last.
CREATE FUNCTION recruiting_stage_event_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('recruiting:' || NEW.workspace_id::text));
  PERFORM recruiting_count_stage_event(NEW);
  RETURN NULL;
END $$;
CREATE TRIGGER application_stage_events_recruiting AFTER INSERT ON application_stage_events
  FOR EACH ROW EXECUTE FUNCTION recruiting_stage_event_apply();

CREATE FUNCTION recruiting_interview_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF (OLD.status, OLD.starts_at, OLD.job_id) IS NOT DISTINCT FROM (NEW.status, NEW.starts_at, NEW.job_id) THEN RETURN NULL; END IF;
    UPDATE recruiting_interview_daily SET n = n - 1
    WHERE workspace_id = OLD.workspace_id AND day = (OLD.starts_at AT TIME ZONE 'UTC')::date AND job_id = OLD.job_id AND status = OLD.status;
  END IF;
  INSERT INTO recruiting_interview_daily AS r (workspace_id, job_id, day, status, n)
  VALUES (NEW.workspace_id, NEW.job_id, (NEW.starts_at AT TIME ZONE 'UTC')::date, NEW.status, 1)
  ON CONFLICT (workspace_id, day, job_id, status) DO UPDATE SET n = r.n + 1;
  RETURN NULL;
END $$;
CREATE TRIGGER interviews_recruiting AFTER INSERT OR UPDATE OF status, starts_at, job_id ON interviews
  FOR EACH ROW EXECUTE FUNCTION recruiting_interview_apply();

-- A call's screening outcome: null when it is not zara's screening call.
CREATE FUNCTION recruiting_screening_outcome(rec jsonb) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN rec IS NULL OR rec->'metadata'->>'call_type' IS DISTINCT FROM 'zara_screening' THEN NULL
    WHEN rec->'call_analysis'->>'call_successful' = 'true' THEN 'successful'
    WHEN rec->'call_analysis'->>'call_successful' = 'false' THEN 'unsuccessful'
    ELSE 'no_analysis' END
$$;

CREATE FUNCTION recruiting_add_screening(ws uuid, application text, d date, outcome text, delta integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  job text;
BEGIN
  IF outcome IS NULL THEN RETURN; END IF;
  SELECT a.job_id INTO job FROM job_applications a WHERE a.workspace_id = ws AND a.id = application;
  INSERT INTO recruiting_screening_daily AS r (workspace_id, job_id, day, successful, unsuccessful, no_analysis)
  VALUES (ws, coalesce(job, ''), d, CASE WHEN outcome = 'successful' THEN delta ELSE 0 END,
    CASE WHEN outcome = 'unsuccessful' THEN delta ELSE 0 END, CASE WHEN outcome = 'no_analysis' THEN delta ELSE 0 END)
  ON CONFLICT (workspace_id, day, job_id) DO UPDATE SET
    successful = r.successful + EXCLUDED.successful, unsuccessful = r.unsuccessful + EXCLUDED.unsuccessful, no_analysis = r.no_analysis + EXCLUDED.no_analysis;
END $$;

-- A new link counts the call as it is (if it arrived already).
CREATE FUNCTION recruiting_call_link_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recruiting_add_screening(NEW.workspace_id, NEW.application_id, (NEW.created_at AT TIME ZONE 'UTC')::date,
    recruiting_screening_outcome((SELECT k.record FROM calls k WHERE k.workspace_id = NEW.workspace_id AND k.call_id = NEW.call_id)), 1);
  RETURN NULL;
END $$;
CREATE TRIGGER candidate_calls_recruiting AFTER INSERT ON candidate_calls
  FOR EACH ROW EXECUTE FUNCTION recruiting_call_link_apply();

-- A screening call that arrives or changes moves its links from the old outcome to the new one.
CREATE FUNCTION recruiting_call_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_outcome text := CASE WHEN TG_OP = 'UPDATE' THEN recruiting_screening_outcome(OLD.record) END;
  new_outcome text := recruiting_screening_outcome(NEW.record);
  link_row record;
BEGIN
  IF old_outcome IS NOT DISTINCT FROM new_outcome THEN RETURN NULL; END IF;
  FOR link_row IN SELECT l.application_id, l.created_at FROM candidate_calls l WHERE l.workspace_id = NEW.workspace_id AND l.call_id = NEW.call_id LOOP
    PERFORM recruiting_add_screening(NEW.workspace_id, link_row.application_id, (link_row.created_at AT TIME ZONE 'UTC')::date, old_outcome, -1);
    PERFORM recruiting_add_screening(NEW.workspace_id, link_row.application_id, (link_row.created_at AT TIME ZONE 'UTC')::date, new_outcome, 1);
  END LOOP;
  RETURN NULL;
END $$;
-- Only zara's screening calls wake it: the rest of the calls' ingest pays nothing.
CREATE TRIGGER calls_recruiting_insert AFTER INSERT ON calls
  FOR EACH ROW WHEN (NEW.record->'metadata'->>'call_type' = 'zara_screening') EXECUTE FUNCTION recruiting_call_apply();
CREATE TRIGGER calls_recruiting_update AFTER UPDATE OF record ON calls
  FOR EACH ROW WHEN (OLD.record->'metadata'->>'call_type' = 'zara_screening' OR NEW.record->'metadata'->>'call_type' = 'zara_screening')
  EXECUTE FUNCTION recruiting_call_apply();

-- The counters of what exists so far.
DO $$
DECLARE
  e application_stage_events;
BEGIN
  FOR e IN SELECT * FROM application_stage_events LOOP
    PERFORM recruiting_count_stage_event(e);
  END LOOP;
END $$;
INSERT INTO recruiting_interview_daily (workspace_id, job_id, day, status, n)
SELECT workspace_id, job_id, (starts_at AT TIME ZONE 'UTC')::date, status, count(*) FROM interviews GROUP BY 1, 2, 3, 4;
INSERT INTO recruiting_screening_daily (workspace_id, job_id, day, successful, unsuccessful, no_analysis)
SELECT l.workspace_id, coalesce(a.job_id, ''), (l.created_at AT TIME ZONE 'UTC')::date,
  count(*) FILTER (WHERE recruiting_screening_outcome(k.record) = 'successful'),
  count(*) FILTER (WHERE recruiting_screening_outcome(k.record) = 'unsuccessful'),
  count(*) FILTER (WHERE recruiting_screening_outcome(k.record) = 'no_analysis')
FROM candidate_calls l
JOIN calls k ON k.workspace_id = l.workspace_id AND k.call_id = l.call_id
LEFT JOIN job_applications a ON a.workspace_id = l.workspace_id AND a.id = l.application_id
WHERE recruiting_screening_outcome(k.record) IS NOT NULL
GROUP BY 1, 2, 3;
