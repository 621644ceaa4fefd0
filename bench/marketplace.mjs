// The bench's generated marketplace: 1,000 publishers, 100 sponsors and SPOT_COUNT spots whose words follow
// a Zipf distribution over a ~2,500-word vocabulary, and the search bodies people would send against it.
// Shared by bench/search-and-reset.mjs (the load generator) and bench/serve-search.mjs (the server).

/** 100,000; BENCH_SPOT_COUNT sets another count, to try the bench quickly on a smaller marketplace. */
export const SPOT_COUNT = Number(process.env.BENCH_SPOT_COUNT ?? 100_000);

/** What spots sell (productJson), drawn skewed as real listings are: the first of each list most often. */
export const BENCH_SIZES = ['300x250', '728x90', '320x50', '160x600', '970x250', '300x600'];
export const BENCH_PLACEMENTS = [
  'sidebar',
  'header',
  'inline',
  'footer',
  'newsletter',
  'skyscraper',
  'mobile',
  'player',
  'takeover',
  'podcast',
];
/** The product of a spot: a size, a placement and a monthly price from $5 to $500 in whole cents. */
export function benchProduct(rnd) {
  const skewed = (list) => list[Math.floor(rnd() ** 2 * list.length)];
  return JSON.stringify({
    placement: skewed(BENCH_PLACEMENTS),
    size: skewed(BENCH_SIZES),
    pricePerMonth: Math.round(500 + rnd() * 49_500) / 100,
  });
}

/** Deterministic pseudo-random numbers (mulberry32), so every run searches the same data. */
export function random(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// The generated marketplace's words: topic roots combined with endings give a vocabulary of ~2,500 words
// ("garden", "gardening", "gardenhub", "gardenworks", …), so that, as in real text, many words share a
// prefix and a 3-letter prefix stands for dozens of words. Words are drawn with a Zipf distribution: a
// few are very common (in most spots), most are rare.
const ROOTS = (
  'garden cycle recipe travel game news music finance outdoor photo parent fitness book science design ' +
  'coffee surf craft history tech code data cloud market home food wine beer pet dog cat bird fish boat ' +
  'sail hike trail camp climb run yoga health mind art paint film movie show comedy drama story poet write ' +
  'word learn school kid baby family money invest crypto stock trade shop style fashion beauty skin hair car ' +
  'motor bike train plane space star moon sun ocean river lake mountain forest farm plant flower tree bee ' +
  'honey bread bake cook grill vegan tea juice sport ball golf tennis chess puzzle quiz retro vintage pixel ' +
  'robot gadget phone audio radio podcast video stream local city town village island coast north south ' +
  'east west winter summer spring autumn night morning green blue red gold silver iron stone wood glass ' +
  'paper ink map globe road bridge tower castle house studio club guild league circle nest hive forge mill ' +
  'harbor meadow valley canyon desert prairie tide wave storm cloudy snow frost ember spark flame light ' +
  'shadow echo signal pulse rhythm melody jazz blues rock folk opera dance theater canvas sketch clay ' +
  'pottery quilt knit sew tailor leather denim sneaker watch jewel gem crystal marble copper brass ' +
  'anchor compass lantern'
).split(' ');
const ENDINGS = [
  '',
  's',
  'ing',
  'er',
  'ers',
  'hub',
  'works',
  'craft',
  'land',
  'line',
  'wise',
  'box',
  'lab',
  'side',
];
export const VOCABULARY = (() => {
  const rnd = random(2_026);
  const words = [...new Set(ROOTS.flatMap((root) => ENDINGS.map((end) => root + end)))];
  for (let i = words.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [words[i], words[j]] = [words[j], words[i]];
  }
  return words;
})();
const PLACES = [
  'Sidebar',
  'Header',
  'Footer',
  'Inline',
  'Newsletter',
  'Podcast',
  'Video',
  'Mobile',
  'Homepage',
  'Article',
];
const SHAPES = ['banner', 'rectangle', 'leaderboard', 'skyscraper', 'slot', 'mention', 'card', 'strip'];
const PUBLISHER_KINDS = [
  'Weekly',
  'Media',
  'Gazette',
  'Press',
  'Journal',
  'Daily',
  'Studio',
  'Review',
  'Blog',
  'Radio',
];

/** Picks from a list with Zipf weights (the i-th item has weight 1 / (i + 1)). */
export function zipf(list, rnd) {
  const cumulative = [];
  let sum = 0;
  for (let i = 0; i < list.length; i++) cumulative.push((sum += 1 / (i + 1)));
  return () => {
    const target = rnd() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < target) lo = mid + 1;
      else hi = mid;
    }
    return list[lo];
  };
}
const title = (word) => word[0].toUpperCase() + word.slice(1);

/** Fills an empty simulator database with 1,000 publishers (5% pending), 100 sponsors and `count` spots. */
export function generateMarketplace(db, count) {
  const rnd = random(20_260_101);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const word = zipf(VOCABULARY, rnd);
  const now = new Date().toISOString();
  const publisherCount = 1_000;
  const sponsorCount = 100;
  // Migration 002 replaced users.password (plain) with password_hash (nullable): fill the old column only
  // where it still exists. Bench users never log in.
  const hasPassword = db
    .prepare('SELECT 1 FROM pragma_table_info(?) WHERE name = ?')
    .pluck()
    .get('users', 'password');
  const insertUser = db.prepare(
    `INSERT INTO users (id, email, name, ${hasPassword ? 'password, ' : ''}verified, roles, features, created_at)
     VALUES (@id, @email, @name, ${hasPassword ? "'bench', " : ''}1, '[]', '', @now)`,
  );
  const insertPublisher = db.prepare(
    'INSERT INTO publishers (id, user_id, status, business_name) VALUES (@id, @userId, @status, @name)',
  );
  const insertSponsor = db.prepare(
    'INSERT INTO sponsors (id, user_id, status, business_name) VALUES (@id, @userId, 2, @name)',
  );
  const insertSubscription = db.prepare(
    "INSERT INTO subscriptions (id, user_id, level, status, updated) VALUES (@id, @userId, 'Basic', 2, @now)",
  );
  const insertSpot = db.prepare(
    `INSERT INTO spots (id, publisher_id, name, description, location_path, product_json, status, sample_url,
       current_spot_content_id, created_at)
     VALUES (@id, @publisherId, @name, @description, @locationPath, @productJson, @status,
       @sampleUrl, @contentId, @createdAt)`,
  );
  const insertContent = db.prepare(
    `INSERT INTO spot_contents (id, spot_id, sponsor_id, subscription_id, decal_id, status, link_url, link_title,
       has_agreed_to_terms, ai_checked_on, ai_check_passed)
     VALUES (@id, @spotId, @sponsorId, @sponsorId, NULL, 2, 'https://sponsor.example/x', 'Sponsor', 1, @now, 1)`,
  );
  // Views on three of the last 40 days of each spot (the traffic sort counts the last 30).
  const insertTraffic = db.prepare(
    `INSERT OR IGNORE INTO spot_traffic_days (spot_id, day, views, clicks) VALUES (@spotId, @day, @views, 0)`,
  );
  const hiddenAnalytics = db.prepare('UPDATE spots SET show_analytics = 0 WHERE id = ?');
  const DAY = 86_400_000;
  db.transaction(() => {
    db.prepare('PRAGMA defer_foreign_keys = ON').run();
    for (let p = 1; p <= publisherCount; p++) {
      insertUser.run({ id: p, email: `publisher${p}@bench.test`, name: `Publisher ${p}`, now });
      const status = p % 20 === 0 ? 1 : 2; // 5% pending publishers
      const name = `${title(pick(VOCABULARY))} ${title(pick(VOCABULARY))} ${pick(PUBLISHER_KINDS)}`;
      insertPublisher.run({ id: p, userId: p, status, name });
    }
    for (let s = 1; s <= sponsorCount; s++) {
      const userId = publisherCount + s;
      insertUser.run({ id: userId, email: `sponsor${s}@bench.test`, name: `Sponsor ${s}`, now });
      insertSponsor.run({ id: s, userId, name: `Sponsor ${s}` });
      insertSubscription.run({ id: s, userId, now });
    }
    let contentId = 0;
    for (let id = 1; id <= count; id++) {
      const roll = rnd();
      const status = roll < 0.8 ? 2 : roll < 0.9 ? 1 : roll < 0.95 ? 0 : 3; // 80% published
      const hasContent = status === 2 && rnd() < 0.3;
      const topic = word();
      const place = pick(PLACES);
      const spot = {
        id,
        publisherId: 1 + Math.floor(rnd() * publisherCount),
        name: `${place} ${pick(SHAPES)} ${title(topic)} ${title(word())}`,
        description: Array.from({ length: 8 + Math.floor(rnd() * 16) }, word).join(' '),
        locationPath: `/${topic.toUpperCase()}/${place.toUpperCase()}`,
        status,
        sampleUrl: `https://publisher.example/${id}`,
        contentId: hasContent ? ++contentId : null,
        productJson: benchProduct(rnd),
        // Created over the last year, so the newest sort has an order to follow.
        createdAt: new Date(Date.parse(now) - Math.floor(rnd() * 365) * DAY).toISOString(),
      };
      insertSpot.run(spot);
      if (rnd() < 0.2) hiddenAnalytics.run(id);
      for (let d = 0; d < 3; d++) {
        const day = new Date(Date.parse(now) - Math.floor(rnd() * 40) * DAY).toISOString().slice(0, 10);
        insertTraffic.run({ spotId: id, day, views: Math.floor(rnd() ** 3 * 5_000) });
      }
      if (hasContent)
        insertContent.run({ id: contentId, spotId: id, sponsorId: 1 + (id % sponsorCount), now });
    }
  })();
}

/**
 * `size` distinct search bodies, as people would send them: 10% no text, 40% one whole word, 30% a prefix
 * of 3+ letters, 20% two words (the second often a prefix); words half by popularity (Zipf), half uniformly
 * from the vocabulary; page 1 mostly, up to page 5.
 */
export function buildQueryPool(size) {
  const rnd = random(7);
  const popular = zipf(VOCABULARY, rnd);
  const anyWord = () => (rnd() < 0.5 ? popular() : VOCABULARY[Math.floor(rnd() * VOCABULARY.length)]);
  const prefix = (w) => w.slice(0, Math.min(w.length, 3 + Math.floor(rnd() * 3)));
  const page = () => {
    const roll = rnd();
    return roll < 0.6 ? 1 : roll < 0.8 ? 2 : roll < 0.9 ? 3 : roll < 0.95 ? 4 : 5;
  };
  const bodies = new Set();
  while (bodies.size < size) {
    const roll = rnd();
    const searchText =
      roll < 0.1
        ? ''
        : roll < 0.5
          ? anyWord()
          : roll < 0.8
            ? prefix(anyWord())
            : `${anyWord()} ${rnd() < 0.5 ? prefix(anyWord()) : anyWord()}`;
    const body = {
      searchText: searchText && rnd() < 0.2 ? title(searchText) : searchText,
      pageNumber: page(),
    };
    bodies.add(JSON.stringify(body));
  }
  return [...bodies];
}

/**
 * `size` distinct bodies as the marketplace screen sends them with its filters and sort (buildQueryPool's
 * words and pages, then): a sort always (relevance half the time, the others alike), a price range on 40%, one
 * or two sizes on 30%, one or two placements on 30%, an availability on 30%.
 */
export function buildFilteredPool(size) {
  const rnd = random(19);
  const words = buildQueryPool(size).map((body) => JSON.parse(body));
  const sorts = ['newest', 'price_asc', 'price_desc', 'traffic'];
  const few = (list) =>
    [...new Set([list[Math.floor(rnd() ** 2 * list.length)], list[Math.floor(rnd() * list.length)]])].slice(
      0,
      1 + Math.floor(rnd() * 2),
    );
  const bodies = new Set();
  for (let i = 0; bodies.size < size; i++) {
    const body = {
      ...words[i % words.length],
      sort: rnd() < 0.5 ? 'relevance' : sorts[Math.floor(rnd() * 4)],
    };
    if (rnd() < 0.4) {
      body.priceMin = [0, 10, 25, 50][Math.floor(rnd() * 4)];
      body.priceMax = [100, 200, 500][Math.floor(rnd() * 3)];
    }
    if (rnd() < 0.3) body.sizes = few(BENCH_SIZES);
    if (rnd() < 0.3) body.placements = few(BENCH_PLACEMENTS);
    if (rnd() < 0.3) body.availability = few(['available', 'held', 'live', 'reserved']);
    bodies.add(JSON.stringify(body));
  }
  return [...bodies];
}
