// The triggers that keep market_spots.traffic (019_market_filters.sql) in step with spot_traffic_days: TEMP
// triggers of the connection (020_market_traffic.sql says why), created when it opens and dropped by a reset
// for its own transaction (scenarios/reset.ts), whose rollback would bring them back.
// The driver's own type rather than connection.ts's Db: connection.ts creates the triggers when it opens.
import type Database from 'better-sqlite3';

type Db = Database.Database;

/** A counted view adds to its spot's traffic when its day is in the window (null traffic, hidden, stays null). */
const CREATE = `
CREATE TEMP TRIGGER spot_traffic_market_insert AFTER INSERT ON main.spot_traffic_days
WHEN new.day >= (SELECT since FROM main.market_views_window) BEGIN
  UPDATE main.market_spots SET traffic = traffic + new.views WHERE spot_id = new.spot_id;
END;
CREATE TEMP TRIGGER spot_traffic_market_update AFTER UPDATE OF views ON main.spot_traffic_days
WHEN new.day >= (SELECT since FROM main.market_views_window) BEGIN
  UPDATE main.market_spots SET traffic = traffic + new.views - old.views WHERE spot_id = new.spot_id;
END;
CREATE TEMP TRIGGER spot_traffic_market_delete AFTER DELETE ON main.spot_traffic_days
WHEN old.day >= (SELECT since FROM main.market_views_window) BEGIN
  UPDATE main.market_spots SET traffic = traffic - old.views WHERE spot_id = old.spot_id;
END;`;

const DROP = `
DROP TRIGGER temp.spot_traffic_market_insert;
DROP TRIGGER temp.spot_traffic_market_update;
DROP TRIGGER temp.spot_traffic_market_delete;`;

export function createMarketTrafficTriggers(db: Db): void {
  db.exec(CREATE);
}

/** Only where market_views_window is empty until they are back (a reset), so no traffic can be missed. */
export function dropMarketTrafficTriggers(db: Db): void {
  db.exec(DROP);
}
