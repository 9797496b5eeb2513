-- The funnel's counts (schema/funnel.ts) follow the activity log: each status change, and each
-- withdrawal, updates them in the transaction that writes its log entry. Only application status
-- moves count: an after-admission step that moves nativeState alone logs its nativeState values
-- (core/application-status.service.ts moveNative), recognised by details.nativeState.from.
CREATE OR REPLACE FUNCTION intake_funnel_minutes(seconds double precision) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN seconds < 86400 THEN floor(greatest(seconds, 0) / 60) ELSE floor(seconds / 3600) * 60 END::integer;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION intake_funnel_reason(reason text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT left(lower(trim(regexp_replace(coalesce(reason, ''), '^\s*I want to .*? because\s*', '', 'i'))), 200);
$$;
--> statement-breakpoint
-- Once per statement, set-based, so a CSV import of 100,000 rows counts in a few statements. Each
-- upsert takes its rows in key order, so two transactions crossing (A→B, B→A) cannot deadlock.
-- A statement logs at most one status move per applicant (as every caller does): the move counts
-- when the applicant's status is its to_status.
CREATE OR REPLACE FUNCTION intake_funnel_count_activity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM inserted_rows WHERE to_status IS NOT NULL OR action = 'APPLICATION_WITHDRAWN') THEN
    RETURN NULL;
  END IF;
  WITH batch AS MATERIALIZED (
    SELECT i.id, i.applicant_id, i.action = 'APPLICATION_WITHDRAWN' AS withdrawal, i.from_status,
           i.to_status, i.details, i.created_at, ap.cohort_id, ap.age_range, ap.application_status,
           ap.withdrawn_at, u.gender, coalesce(ap.questionnaire->>'stateOfOrigin', '') AS state
    FROM inserted_rows i
    JOIN applicants ap ON ap.user_id = i.applicant_id
    JOIN users u ON u.id = i.applicant_id
    WHERE ap.cohort_id IS NOT NULL
      AND (i.action = 'APPLICATION_WITHDRAWN'
           OR (i.to_status IS NOT NULL AND i.to_status = ap.application_status
               AND NOT coalesce(i.details ? 'nativeState'
                                AND i.from_status IS NOT DISTINCT FROM i.details->'nativeState'->>'from', false)))
  ),
  withdrawals AS (
    INSERT INTO funnel_withdrawals (cohort_id, status, reason, applicants)
    SELECT cohort_id, application_status, intake_funnel_reason(details->>'reason'), count(*)
    FROM batch WHERE withdrawal GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (cohort_id, status, reason) DO UPDATE SET applicants = funnel_withdrawals.applicants + excluded.applicants
  ),
  -- Who is where now: out of the old key, into the new (a withdrawn applicant stays under WITHDRAWN).
  now_counts AS (
    INSERT INTO funnel_now (cohort_id, list_key, applicants)
    SELECT cohort_id, key, sum(n) FROM (
      SELECT cohort_id, application_status AS key, -1 AS n FROM batch WHERE withdrawal
      UNION ALL SELECT cohort_id, 'WITHDRAWN', 1 FROM batch WHERE withdrawal
      UNION ALL SELECT cohort_id, from_status, -1 FROM batch
        WHERE NOT withdrawal AND withdrawn_at IS NULL AND from_status IS NOT NULL
      UNION ALL SELECT cohort_id, to_status, 1 FROM batch WHERE NOT withdrawal AND withdrawn_at IS NULL
    ) moves GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (cohort_id, list_key) DO UPDATE SET applicants = funnel_now.applicants + excluded.applicants
  ),
  -- Reached: the applicant's first log row into the status.
  reached AS (
    INSERT INTO funnel_reached (cohort_id, status, dimension, value, applicants)
    SELECT b.cohort_id, b.to_status, d.dimension, d.value, count(*)
    FROM batch b
    CROSS JOIN LATERAL (VALUES ('all', ''), ('gender', b.gender), ('age_range', b.age_range), ('state', b.state),
      ('hour', CASE WHEN b.to_status = 'APPLIED'
               THEN to_char(date_trunc('hour', b.created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD"T"HH24:00:00"Z"') END)
    ) AS d(dimension, value)
    WHERE NOT b.withdrawal AND d.value IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM activity_log l WHERE l.applicant_id = b.applicant_id
                      AND l.to_status = b.to_status AND l.id < b.id)
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (cohort_id, status, dimension, value) DO UPDATE SET applicants = funnel_reached.applicants + excluded.applicants
  )
  -- Time in the status left: from the latest log row into it.
  INSERT INTO funnel_stage_minutes (cohort_id, status, minutes, applicants)
  SELECT b.cohort_id, b.from_status, intake_funnel_minutes(extract(epoch FROM b.created_at - entered.at)), count(*)
  FROM batch b
  CROSS JOIN LATERAL (SELECT max(l.created_at) AS at FROM activity_log l
                      WHERE l.applicant_id = b.applicant_id AND l.to_status = b.from_status AND l.id < b.id) entered
  WHERE NOT b.withdrawal AND b.from_status IS NOT NULL AND entered.at IS NOT NULL
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (cohort_id, status, minutes) DO UPDATE SET applicants = funnel_stage_minutes.applicants + excluded.applicants;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER activity_log_counts_funnel AFTER INSERT ON activity_log
REFERENCING NEW TABLE AS inserted_rows
FOR EACH STATEMENT EXECUTE FUNCTION intake_funnel_count_activity();
--> statement-breakpoint
-- Erasure clears a log entry's details (privacy.repository.ts): a withdrawal reason, the
-- applicant's own words, then leaves the funnel too; the withdrawal stays counted, without reason.
CREATE OR REPLACE FUNCTION intake_funnel_forget_reasons() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO funnel_withdrawals (cohort_id, status, reason, applicants)
  SELECT cohort_id, status, reason, sum(n) FROM (
    SELECT ap.cohort_id, ap.application_status AS status, intake_funnel_reason(o.details->>'reason') AS reason, -1 AS n
    FROM old_rows o JOIN new_rows w ON w.id = o.id JOIN applicants ap ON ap.user_id = o.applicant_id
    WHERE o.action = 'APPLICATION_WITHDRAWN' AND w.details IS NULL AND ap.cohort_id IS NOT NULL
      AND intake_funnel_reason(o.details->>'reason') <> ''
    UNION ALL
    SELECT ap.cohort_id, ap.application_status, '', 1
    FROM old_rows o JOIN new_rows w ON w.id = o.id JOIN applicants ap ON ap.user_id = o.applicant_id
    WHERE o.action = 'APPLICATION_WITHDRAWN' AND w.details IS NULL AND ap.cohort_id IS NOT NULL
      AND intake_funnel_reason(o.details->>'reason') <> ''
  ) moved GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (cohort_id, status, reason) DO UPDATE SET applicants = funnel_withdrawals.applicants + excluded.applicants;
  DELETE FROM funnel_withdrawals WHERE applicants = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER activity_log_erasure_leaves_funnel AFTER UPDATE ON activity_log
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION intake_funnel_forget_reasons();
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
