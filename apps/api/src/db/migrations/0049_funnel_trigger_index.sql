-- A CSV import's batches slowed as the log grew (issue 27.3: 0.1 s per 500 rows at first, 0.8 s
-- at 100,000): the funnel trigger's look-ups of one applicant's rows between two ids were planned
-- as the applicant's index ANDed with a range of the whole log's primary key, and its applicants
-- and users joins as scans of every row. The index below answers both conditions at once; the
-- applicant and the gender are now read by key, however stale the table's statistics.
CREATE INDEX "activity_log_applicant_id_idx" ON "activity_log" USING btree ("applicant_id","id");
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
           ap.withdrawn_at, (SELECT u.gender FROM users u WHERE u.id = i.applicant_id) AS gender,
           coalesce(ap.questionnaire->>'stateOfOrigin', '') AS state,
           intake_application_start(i.applicant_id, i.id) AS start_id
    FROM inserted_rows i
    -- LIMIT 1 (one row by key anyway) keeps the subquery a look-up by key: joined, it was planned
    -- as a scan of every applicant whenever the statistics lagged behind a growing table.
    CROSS JOIN LATERAL (SELECT * FROM applicants a WHERE a.user_id = i.applicant_id LIMIT 1) ap
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
