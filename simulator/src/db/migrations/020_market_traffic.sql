-- 020: 019's three triggers on spot_traffic_days (a counted view adds to its spot's market traffic) move to
-- db/market-traffic.ts, which creates them as TEMP triggers on every connection the simulator opens, so a
-- reset can drop them for its own transaction: a table with a delete or insert trigger is emptied and filled
-- row by row, and a reset to `demo` deletes and copies about 8,400 traffic rows (with the triggers about 4 ms
-- of a 17 ms reset, without them 0.02 ms to empty and 1.4 ms to copy). A reset needs none of them: it
-- empties market_views_window first, so every spot's traffic is 0 until the first search sets the window and
-- recounts (spot-market-search.ts followDay). Every other write keeps 019's invariant, as before.
DROP TRIGGER spot_traffic_market_insert;
DROP TRIGGER spot_traffic_market_update;
DROP TRIGGER spot_traffic_market_delete;
