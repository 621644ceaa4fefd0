// The SQL a reset expands a scenario's seeded traffic with (scenarios/reset.ts).

/**
 * ScenarioTraffic expanded into daily rows in one statement (a recursive CTE over the days, no row built in
 * JavaScript). Day i days before today: viewsPerDay × growth (55% a year ago → 100% today) × weekday
 * (Sunday 70%, Saturday 75%) × a ±15% wobble that depends only on spot and i (an integer hash, so the
 * same file gives the same chart) × for today the share of the day already gone; clicks are ctr percent
 * of the views ± 25% by a second hash, never more than the views. Days without views are left out, as
 * the counter writes no row for them. Each entry's contentId (reset.ts: the spot's current content when it
 * is Active, else 0) keys its rows: a live spot's history is its sponsor's, an unsold one's the placeholder's.
 */
export const SEED_TRAFFIC_SQL = `
  WITH RECURSIVE
    n (i, day, weekday) AS (
      SELECT 0, @today, CAST(strftime('%w', @today) AS INTEGER)
      UNION ALL SELECT i + 1, date(day, '-1 day'), (weekday + 6) % 7 FROM n WHERE i < @days - 1),
    -- Materialized: read once, not once per day.
    days AS MATERIALIZED (SELECT * FROM n),
    seeded (spot, content, base, ctr) AS MATERIALIZED (
      SELECT value ->> 'spotId', coalesce(value ->> 'contentId', 0), value ->> 'viewsPerDay', value ->> 'ctr'
      FROM json_each(@traffic)),
    daily (spot, content, i, day, ctr, views) AS (
      SELECT spot, content, i, day, ctr,
        CAST(round(base
          * (0.55 + 0.45 * (@days - 1 - i) / (@days - 1.0))
          * (CASE weekday WHEN 0 THEN 0.7 WHEN 6 THEN 0.75 ELSE 1.0 END)
          * (0.85 + 0.3 * ((spot * 7919 + i * 104729 + spot * i * 31) % 1000) / 1000.0)
          * (CASE i WHEN 0 THEN @todayFraction ELSE 1.0 END)) AS INTEGER)
      FROM seeded, days)
  INSERT INTO seeded_traffic_days (spot_id, day, content_id, views, clicks)
  SELECT spot, day, content, views,
    min(views, CAST(round(views * ctr / 100.0
      * (0.75 + 0.5 * ((spot * 3571 + i * 7561 + i * i * 13) % 1000) / 1000.0)) AS INTEGER))
  FROM daily WHERE views > 0`;
