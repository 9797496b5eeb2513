-- Re-applying with the same account (issue 23.4, decision 0086): an applicant's log runs on
-- across applications, each new one opened by a RE_APPLIED row (from_status = the old status,
-- to_status = APPLIED, details.cohort = {from, to}, details.fromListKey = where the records list
-- had them). The funnel counts a re-applicant as a new applicant of the new cohort: "reached" and
-- "time in stage" look only at log rows of the same application (from its RE_APPLIED row on), and
-- the old cohort keeps what it counted, but for "now", which follows the records list.
CREATE OR REPLACE FUNCTION intake_application_start(applicant uuid, log_id bigint) RETURNS bigint
LANGUAGE sql STABLE AS $$
  SELECT coalesce(max(id), 0) FROM activity_log
  WHERE applicant_id = applicant AND action = 'RE_APPLIED' AND id <= log_id;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION intake_funnel_count_activity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM inserted_rows WHERE to_status IS NOT NULL OR action = 'APPLICATION_WITHDRAWN') THEN
    RETURN NULL;
  END IF;
  WITH batch AS MATERIALIZED (
    SELECT i.id, i.applicant_id, i.action = 'APPLICATION_WITHDRAWN' AS withdrawal,
           i.action = 'RE_APPLIED' AS reapplication, i.from_status,
           i.to_status, i.details, i.created_at, ap.cohort_id, ap.age_range, ap.application_status,
           ap.withdrawn_at, u.gender, coalesce(ap.questionnaire->>'stateOfOrigin', '') AS state,
           intake_application_start(i.applicant_id, i.id) AS start_id
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
  -- Who is where now: out of the old key, into the new (a withdrawn applicant stays under WITHDRAWN);
  -- a re-applicant leaves the old cohort's key for the new cohort's APPLIED.
  now_counts AS (
    INSERT INTO funnel_now (cohort_id, list_key, applicants)
    SELECT cohort_id, key, sum(n) FROM (
      SELECT cohort_id, application_status AS key, -1 AS n FROM batch WHERE withdrawal
      UNION ALL SELECT cohort_id, 'WITHDRAWN', 1 FROM batch WHERE withdrawal
      UNION ALL SELECT (details->'cohort'->>'from')::uuid, details->>'fromListKey', -1 FROM batch
        WHERE reapplication AND details->'cohort'->>'from' IS NOT NULL
      UNION ALL SELECT cohort_id, from_status, -1 FROM batch
        WHERE NOT withdrawal AND NOT reapplication AND withdrawn_at IS NULL AND from_status IS NOT NULL
      UNION ALL SELECT cohort_id, to_status, 1 FROM batch WHERE NOT withdrawal AND withdrawn_at IS NULL
    ) moves GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (cohort_id, list_key) DO UPDATE SET applicants = funnel_now.applicants + excluded.applicants
  ),
  -- Reached: the applicant's first log row into the status in this application.
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
                      AND l.to_status = b.to_status AND l.id < b.id AND l.id >= b.start_id)
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (cohort_id, status, dimension, value) DO UPDATE SET applicants = funnel_reached.applicants + excluded.applicants
  )
  -- Time in the status left: from the latest log row into it in this application (a
  -- re-application leaves no stay: the old status was the end of the old cohort's application).
  INSERT INTO funnel_stage_minutes (cohort_id, status, minutes, applicants)
  SELECT b.cohort_id, b.from_status, intake_funnel_minutes(extract(epoch FROM b.created_at - entered.at)), count(*)
  FROM batch b
  CROSS JOIN LATERAL (SELECT max(l.created_at) AS at FROM activity_log l
                      WHERE l.applicant_id = b.applicant_id AND l.to_status = b.from_status
                        AND l.id < b.id AND l.id >= b.start_id) entered
  WHERE NOT b.withdrawal AND NOT b.reapplication AND b.from_status IS NOT NULL AND entered.at IS NOT NULL
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (cohort_id, status, minutes) DO UPDATE SET applicants = funnel_stage_minutes.applicants + excluded.applicants;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The withdrawal of an earlier application belongs to that application's cohort and status, read
-- from the RE_APPLIED row that followed it (its details stay through an erasure: cohort ids only).
CREATE OR REPLACE FUNCTION intake_funnel_forget_reasons() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH withdrawn AS (
    SELECT coalesce((next_re.details->'cohort'->>'from')::uuid, ap.cohort_id) AS cohort_id,
           coalesce(next_re.from_status, ap.application_status) AS status,
           intake_funnel_reason(o.details->>'reason') AS reason
    FROM old_rows o
    JOIN new_rows w ON w.id = o.id
    JOIN applicants ap ON ap.user_id = o.applicant_id
    LEFT JOIN LATERAL (SELECT r.details, r.from_status FROM activity_log r
                       WHERE r.applicant_id = o.applicant_id AND r.action = 'RE_APPLIED' AND r.id > o.id
                       ORDER BY r.id LIMIT 1) next_re ON true
    WHERE o.action = 'APPLICATION_WITHDRAWN' AND w.details IS NULL
      AND intake_funnel_reason(o.details->>'reason') <> ''
  )
  INSERT INTO funnel_withdrawals (cohort_id, status, reason, applicants)
  SELECT cohort_id, status, reason, sum(n) FROM (
    SELECT cohort_id, status, reason, -1 AS n FROM withdrawn
    UNION ALL SELECT cohort_id, status, '', 1 FROM withdrawn
  ) moved WHERE cohort_id IS NOT NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (cohort_id, status, reason) DO UPDATE SET applicants = funnel_withdrawals.applicants + excluded.applicants;
  DELETE FROM funnel_withdrawals WHERE applicants = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The counts from the log as it stands, each log row in the cohort of its application: the
-- current cohort for the latest application, the cohort the next RE_APPLIED row left otherwise.
CREATE OR REPLACE FUNCTION intake_funnel_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM funnel_reached;
  DELETE FROM funnel_now;
  DELETE FROM funnel_stage_minutes;
  DELETE FROM funnel_withdrawals;
  INSERT INTO funnel_now (cohort_id, list_key, applicants)
  SELECT cohort_id, CASE WHEN withdrawn_at IS NOT NULL THEN 'WITHDRAWN' ELSE application_status END, count(*)
  FROM applicants WHERE cohort_id IS NOT NULL GROUP BY 1, 2;
  DROP TABLE IF EXISTS funnel_log;
  CREATE TEMP TABLE funnel_log ON COMMIT DROP AS
  WITH numbered AS (
    SELECT l.id, l.applicant_id, l.action, l.from_status, l.to_status, l.details, l.created_at,
           sum((l.action = 'RE_APPLIED')::int) OVER (PARTITION BY l.applicant_id ORDER BY l.id) AS application
    FROM activity_log l
    WHERE l.to_status IS NOT NULL OR l.action = 'APPLICATION_WITHDRAWN'
  ),
  reapplications AS (
    SELECT applicant_id, row_number() OVER (PARTITION BY applicant_id ORDER BY id) AS application,
           (details->'cohort'->>'from')::uuid AS cohort_id, from_status
    FROM activity_log WHERE action = 'RE_APPLIED'
  )
  SELECT n.*, coalesce(r.cohort_id, ap.cohort_id) AS cohort_id,
         coalesce(r.from_status, ap.application_status) AS final_status, ap.cohort_id IS NOT NULL AS counted
  FROM numbered n
  JOIN applicants ap ON ap.user_id = n.applicant_id
  -- The RE_APPLIED row that ends application k is the (k+1)-th.
  LEFT JOIN reapplications r ON r.applicant_id = n.applicant_id AND r.application = n.application + 1;
  INSERT INTO funnel_withdrawals (cohort_id, status, reason, applicants)
  SELECT cohort_id, final_status, intake_funnel_reason(details->>'reason'), count(*)
  FROM funnel_log WHERE action = 'APPLICATION_WITHDRAWN' AND cohort_id IS NOT NULL AND counted GROUP BY 1, 2, 3;
  DROP TABLE IF EXISTS funnel_moves;
  CREATE TEMP TABLE funnel_moves ON COMMIT DROP AS
  SELECT l.id, l.applicant_id, l.application, l.from_status, l.to_status, l.created_at, l.cohort_id,
         lag(l.to_status) OVER w AS previous_status, lag(l.created_at) OVER w AS previous_at
  FROM funnel_log l
  WHERE l.cohort_id IS NOT NULL AND l.counted AND l.to_status IS NOT NULL
    AND NOT coalesce(l.details ? 'nativeState' AND l.from_status IS NOT DISTINCT FROM l.details->'nativeState'->>'from', false)
  WINDOW w AS (PARTITION BY l.applicant_id, l.application ORDER BY l.id);
  INSERT INTO funnel_reached (cohort_id, status, dimension, value, applicants)
  SELECT m.cohort_id, m.to_status, d.dimension, d.value, count(*)
  FROM (SELECT DISTINCT ON (applicant_id, application, to_status) * FROM funnel_moves
        ORDER BY applicant_id, application, to_status, id) m
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
