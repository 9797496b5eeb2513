-- Counts kept by triggers (the records list's per status, the funnel's per cohort) are spread
-- over a row per slot: a writer adds to the slot of its connection, and readers sum the slots.
-- With one row per count, every status change in a cohort held that row until its transaction
-- committed, so a room of 3,000 test-takers started at 18 a second, each start waiting 250 ms on
-- average for the ones before it (issue 27.2). Sixteen slots: a pool's connections rarely share one.
CREATE OR REPLACE FUNCTION intake_counter_slot() RETURNS smallint LANGUAGE sql STABLE AS $$
  SELECT (pg_backend_pid() % 16)::smallint
$$;
--> statement-breakpoint
ALTER TABLE "applicant_status_counts" ADD COLUMN "slot" smallint DEFAULT intake_counter_slot() NOT NULL;--> statement-breakpoint
ALTER TABLE "applicant_status_counts" DROP CONSTRAINT "applicant_status_counts_pkey";--> statement-breakpoint
ALTER TABLE "applicant_status_counts" ADD CONSTRAINT "applicant_status_counts_application_status_slot_pk" PRIMARY KEY("application_status","slot");--> statement-breakpoint
ALTER TABLE "funnel_now" ADD COLUMN "slot" smallint DEFAULT intake_counter_slot() NOT NULL;--> statement-breakpoint
ALTER TABLE "funnel_now" DROP CONSTRAINT "funnel_now_cohort_id_list_key_pk";--> statement-breakpoint
ALTER TABLE "funnel_now" ADD CONSTRAINT "funnel_now_cohort_id_list_key_slot_pk" PRIMARY KEY("cohort_id","list_key","slot");--> statement-breakpoint
ALTER TABLE "funnel_reached" ADD COLUMN "slot" smallint DEFAULT intake_counter_slot() NOT NULL;--> statement-breakpoint
ALTER TABLE "funnel_reached" DROP CONSTRAINT "funnel_reached_cohort_id_status_dimension_value_pk";--> statement-breakpoint
ALTER TABLE "funnel_reached" ADD CONSTRAINT "funnel_reached_cohort_id_status_dimension_value_slot_pk" PRIMARY KEY("cohort_id","status","dimension","value","slot");--> statement-breakpoint
ALTER TABLE "funnel_stage_minutes" ADD COLUMN "slot" smallint DEFAULT intake_counter_slot() NOT NULL;--> statement-breakpoint
ALTER TABLE "funnel_stage_minutes" DROP CONSTRAINT "funnel_stage_minutes_cohort_id_status_minutes_pk";--> statement-breakpoint
ALTER TABLE "funnel_stage_minutes" ADD CONSTRAINT "funnel_stage_minutes_cohort_id_status_minutes_slot_pk" PRIMARY KEY("cohort_id","status","minutes","slot");--> statement-breakpoint
ALTER TABLE "funnel_withdrawals" ADD COLUMN "slot" smallint DEFAULT intake_counter_slot() NOT NULL;--> statement-breakpoint
ALTER TABLE "funnel_withdrawals" DROP CONSTRAINT "funnel_withdrawals_cohort_id_status_reason_pk";--> statement-breakpoint
ALTER TABLE "funnel_withdrawals" ADD CONSTRAINT "funnel_withdrawals_cohort_id_status_reason_slot_pk" PRIMARY KEY("cohort_id","status","reason","slot");--> statement-breakpoint
-- The functions that add to the counts, as before but for the slot in each conflict target.
CREATE OR REPLACE FUNCTION intake_count_applicants(deltas jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO applicant_status_counts (application_status, applicants)
  SELECT key, value::bigint FROM jsonb_each_text(deltas) WHERE value::bigint <> 0
  ON CONFLICT (application_status, slot) DO UPDATE SET applicants = applicant_status_counts.applicants + EXCLUDED.applicants
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
    ON CONFLICT (cohort_id, status, reason, slot) DO UPDATE SET applicants = funnel_withdrawals.applicants + excluded.applicants
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
    ON CONFLICT (cohort_id, list_key, slot) DO UPDATE SET applicants = funnel_now.applicants + excluded.applicants
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
    ON CONFLICT (cohort_id, status, dimension, value, slot) DO UPDATE SET applicants = funnel_reached.applicants + excluded.applicants
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
  ON CONFLICT (cohort_id, status, minutes, slot) DO UPDATE SET applicants = funnel_stage_minutes.applicants + excluded.applicants;
  RETURN NULL;
END $$;
--> statement-breakpoint
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
  ON CONFLICT (cohort_id, status, reason, slot) DO UPDATE SET applicants = funnel_withdrawals.applicants + excluded.applicants;
  DELETE FROM funnel_withdrawals WHERE applicants = 0;
  RETURN NULL;
END $$;
