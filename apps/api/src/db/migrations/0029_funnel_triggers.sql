-- The funnel's counts (schema/funnel.ts) follow the activity log: each status change, and each
-- withdrawal, updates them in the transaction that writes its log entry. Only application status
-- moves count: an after-admission step that moves nativeState alone logs its nativeState values
-- (core/application-status.service.ts moveNative), recognised by details.nativeState.from.
CREATE OR REPLACE FUNCTION intake_funnel_add_now(cohort uuid, from_key text, to_key text) RETURNS void LANGUAGE sql AS $$
  -- One statement, rows in key order, so two changes crossing (A→B, B→A) cannot deadlock.
  INSERT INTO funnel_now (cohort_id, list_key, applicants)
  SELECT cohort, k.key, sum(k.n) FROM (VALUES (from_key, -1), (to_key, 1)) AS k(key, n)
  WHERE k.key IS NOT NULL GROUP BY k.key ORDER BY k.key
  ON CONFLICT (cohort_id, list_key) DO UPDATE SET applicants = funnel_now.applicants + excluded.applicants;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION intake_funnel_minutes(seconds double precision) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN seconds < 86400 THEN floor(greatest(seconds, 0) / 60) ELSE floor(seconds / 3600) * 60 END::integer;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION intake_funnel_reason(reason text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT left(lower(trim(regexp_replace(coalesce(reason, ''), '^\s*I want to .*? because\s*', '', 'i'))), 200);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION intake_funnel_count_activity() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  a record;
  entered timestamptz;
BEGIN
  SELECT ap.cohort_id, ap.age_range, ap.application_status, ap.withdrawn_at, u.gender,
         coalesce(ap.questionnaire->>'stateOfOrigin', '') AS state
    INTO a FROM applicants ap JOIN users u ON u.id = ap.user_id WHERE ap.user_id = NEW.applicant_id;
  IF NOT FOUND OR a.cohort_id IS NULL THEN RETURN NULL; END IF;
  IF NEW.action = 'APPLICATION_WITHDRAWN' THEN
    PERFORM intake_funnel_add_now(a.cohort_id, a.application_status, 'WITHDRAWN');
    INSERT INTO funnel_withdrawals (cohort_id, status, reason, applicants)
    VALUES (a.cohort_id, a.application_status, intake_funnel_reason(NEW.details->>'reason'), 1)
    ON CONFLICT (cohort_id, status, reason) DO UPDATE SET applicants = funnel_withdrawals.applicants + 1;
    RETURN NULL;
  END IF;
  IF NEW.to_status IS NULL OR NEW.to_status IS DISTINCT FROM a.application_status
     OR coalesce(NEW.details ? 'nativeState' AND NEW.from_status IS NOT DISTINCT FROM NEW.details->'nativeState'->>'from', false) THEN
    RETURN NULL;
  END IF;
  -- A withdrawn applicant stays under WITHDRAWN in the list whatever their status.
  IF a.withdrawn_at IS NULL THEN
    PERFORM intake_funnel_add_now(a.cohort_id, NEW.from_status, NEW.to_status);
  END IF;
  IF NOT EXISTS (SELECT 1 FROM activity_log l WHERE l.applicant_id = NEW.applicant_id
                 AND l.to_status = NEW.to_status AND l.id < NEW.id) THEN
    INSERT INTO funnel_reached (cohort_id, status, dimension, value, applicants)
    SELECT a.cohort_id, NEW.to_status, d.dimension, d.value, 1
    FROM (VALUES ('all', ''), ('gender', a.gender), ('age_range', a.age_range), ('state', a.state),
                 ('hour', CASE WHEN NEW.to_status = 'APPLIED'
                          THEN to_char(date_trunc('hour', NEW.created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD"T"HH24:00:00"Z"') END)
         ) AS d(dimension, value)
    WHERE d.value IS NOT NULL
    ON CONFLICT (cohort_id, status, dimension, value) DO UPDATE SET applicants = funnel_reached.applicants + 1;
  END IF;
  IF NEW.from_status IS NOT NULL THEN
    SELECT max(l.created_at) INTO entered FROM activity_log l
    WHERE l.applicant_id = NEW.applicant_id AND l.to_status = NEW.from_status AND l.id < NEW.id;
    IF entered IS NOT NULL THEN
      INSERT INTO funnel_stage_minutes (cohort_id, status, minutes, applicants)
      VALUES (a.cohort_id, NEW.from_status, intake_funnel_minutes(extract(epoch FROM NEW.created_at - entered)), 1)
      ON CONFLICT (cohort_id, status, minutes) DO UPDATE SET applicants = funnel_stage_minutes.applicants + 1;
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER activity_log_counts_funnel AFTER INSERT ON activity_log
FOR EACH ROW WHEN (NEW.to_status IS NOT NULL OR NEW.action = 'APPLICATION_WITHDRAWN')
EXECUTE FUNCTION intake_funnel_count_activity();
--> statement-breakpoint
-- The counts from the log as it stands (existing data; bench/funnel.ts after a set-based load).
-- Applicants are counted with their gender, age range and state now, not when they moved.
CREATE OR REPLACE FUNCTION intake_funnel_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM funnel_reached;
  DELETE FROM funnel_now;
  DELETE FROM funnel_stage_minutes;
  DELETE FROM funnel_withdrawals;
  INSERT INTO funnel_now (cohort_id, list_key, applicants)
  SELECT cohort_id, CASE WHEN withdrawn_at IS NOT NULL THEN 'WITHDRAWN' ELSE application_status END, count(*)
  FROM applicants WHERE cohort_id IS NOT NULL GROUP BY 1, 2;
  INSERT INTO funnel_withdrawals (cohort_id, status, reason, applicants)
  SELECT ap.cohort_id, ap.application_status, intake_funnel_reason(l.details->>'reason'), count(*)
  FROM activity_log l JOIN applicants ap ON ap.user_id = l.applicant_id
  WHERE l.action = 'APPLICATION_WITHDRAWN' AND ap.cohort_id IS NOT NULL GROUP BY 1, 2, 3;
  DROP TABLE IF EXISTS funnel_moves;
  CREATE TEMP TABLE funnel_moves ON COMMIT DROP AS
  SELECT l.id, l.applicant_id, l.from_status, l.to_status, l.created_at, ap.cohort_id,
         lag(l.to_status) OVER w AS previous_status, lag(l.created_at) OVER w AS previous_at
  FROM activity_log l JOIN applicants ap ON ap.user_id = l.applicant_id
  WHERE ap.cohort_id IS NOT NULL AND l.to_status IS NOT NULL
    AND NOT coalesce(l.details ? 'nativeState' AND l.from_status IS NOT DISTINCT FROM l.details->'nativeState'->>'from', false)
  WINDOW w AS (PARTITION BY l.applicant_id ORDER BY l.id);
  INSERT INTO funnel_reached (cohort_id, status, dimension, value, applicants)
  SELECT m.cohort_id, m.to_status, d.dimension, d.value, count(*)
  FROM (SELECT DISTINCT ON (applicant_id, to_status) * FROM funnel_moves ORDER BY applicant_id, to_status, id) m
  JOIN applicants ap ON ap.user_id = m.applicant_id JOIN users u ON u.id = m.applicant_id
  CROSS JOIN LATERAL (VALUES ('all', ''), ('gender', u.gender), ('age_range', ap.age_range),
    ('state', coalesce(ap.questionnaire->>'stateOfOrigin', '')),
    ('hour', CASE WHEN m.to_status = 'APPLIED'
             THEN to_char(date_trunc('hour', m.created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD"T"HH24:00:00"Z"') END)
  ) AS d(dimension, value)
  WHERE d.value IS NOT NULL GROUP BY 1, 2, 3, 4;
  INSERT INTO funnel_stage_minutes (cohort_id, status, minutes, applicants)
  SELECT cohort_id, from_status, intake_funnel_minutes(extract(epoch FROM created_at - previous_at)), count(*)
  FROM funnel_moves WHERE previous_status = from_status GROUP BY 1, 2, 3;
END $$;
--> statement-breakpoint
SELECT intake_funnel_rebuild();
