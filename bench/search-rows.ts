import { SPECIALIZATIONS, TRADE_CATEGORIES, TRADE_CATEGORY_LABELS } from '@tradeguild/contracts';

/** Independent pseudo-random draws per row (md5 of a salt and the row number): filters do not correlate by accident. */
const DRAWS = [
  'r_oc',
  'r_rev',
  'r_s1',
  'r_s2',
  'r_s3',
  'r_cat',
  'r_cat2',
  'r_name',
  'r_suffix',
  'r_line',
  'r_promise',
  'r_years',
  'r_rate',
  'r_rating',
  'r_verified',
  'r_avail',
  'r_rt',
  'r_type',
];

const arr = (items: readonly string[]) => `ARRAY[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(', ')}]`;

const SURNAMES = [
  'Whitfield',
  'Patel',
  'Morgan',
  'Fraser',
  'Bennett',
  'Hughes',
  'Clarke',
  'Atkinson',
  "O'Connor",
  'Hart',
  'Mensah',
  'Reid',
  'Turner',
  'Rossi',
  'Wilson',
  'Haddad',
  'Lambert',
  'Dunn',
  'Begum',
  'Fletcher',
  'Crawford',
  'Pearson',
  'Shaw',
  'Lloyd',
  'Marsh',
  'Doyle',
  'Evans',
  'Wright',
  'Iqbal',
  'Quinn',
  'Coleman',
  'Barker',
  'Stewart',
  'Carter',
  'Walsh',
  'Grant',
  'Kelly',
  'Fisher',
  'Pike',
  'Russo',
  'Green',
];
const TRADE_WORDS = [
  'Electrical',
  'Plumbing',
  'Carpentry',
  'Tiling',
  'Decorators',
  'Plastering',
  'Roofing',
  'Heating',
  'Glazing',
  'Landscapes',
];
const SUFFIXES = ['Services', '& Sons', 'Ltd', 'Solutions', 'Contractors', 'Co', '& Daughters', 'Specialists'];
const LINES = [
  'Kitchen and bathroom renovations across the region.',
  'Emergency call-outs and same-day repairs.',
  'Heritage restoration for listed and period homes.',
  'Commercial fit-outs for shops, offices and restaurants.',
  'New-build and extension work with builders we know well.',
  'Eco-friendly upgrades: insulation, solar and heat pumps.',
  'Small jobs welcome, from a dripping tap to a new light.',
  'Family business with thirty years in the trade.',
];
const PROMISES = [
  'Free written quotes.',
  'Fully insured and certified.',
  'We tidy up every evening.',
  'Ten-year workmanship guarantee.',
  'Happy to work around school hours.',
  'Photos of every stage of the job.',
];

/**
 * INSERT ... SELECT generate_series of believable-looking rows: every filter column populated
 * with a spread like the real data (categories, 2-3 specializations, real outcode centres,
 * ratings, rates, availability, response times, portfolio types). $1 is the number of rows.
 */
export const BENCH_ROWS_SQL = (table: string) => `
  WITH oc AS (SELECT outcode, latitude, longitude, row_number() OVER (ORDER BY outcode) AS rn FROM uk_outcodes),
  w AS (SELECT ${arr(SURNAMES)} AS surnames, ${arr(TRADE_CATEGORIES)} AS cats, ${arr(TRADE_CATEGORIES.map((c) => TRADE_CATEGORY_LABELS[c]))} AS labels,
               ${arr(TRADE_WORDS)} AS trade_words, ${arr(SUFFIXES)} AS suffixes, ${arr(SPECIALIZATIONS)} AS specs, ${arr(LINES)} AS lines,
               ${arr(PROMISES)} AS promises, ARRAY['available','available','available','busy','unavailable','emergency'] AS avail,
               ARRAY['1hour','2hours','24hours','3days'] AS rts, ARRAY['residential','commercial','heritage','new_build','renovation'] AS types),
  draws AS (
    SELECT i, ${DRAWS.map((d) => `abs(('x' || substr(md5('${d}' || i), 1, 8))::bit(32)::int) AS ${d}`).join(', ')}
      FROM generate_series(1::bigint, $1::bigint) i),
  base AS (
    SELECT d.*, w.*, 1 + d.r_oc % (SELECT count(*) FROM uk_outcodes) AS oc_rn,
           CASE WHEN d.r_rev % 5 = 0 THEN 0 ELSE 1 + d.r_rev % 40 END AS reviews,
           ARRAY(SELECT DISTINCT s FROM unnest(ARRAY[w.specs[1 + d.r_s1 % 20], w.specs[1 + d.r_s2 % 20], w.specs[1 + d.r_s3 % 20]]) s) AS spec_list,
           CASE WHEN d.r_cat2 % 7 = 0 THEN ARRAY[w.cats[1 + d.r_cat % 10], w.cats[1 + (d.r_cat + 3) % 10]] ELSE ARRAY[w.cats[1 + d.r_cat % 10]] END AS cat_list
      FROM draws d, w),
  named AS (
    SELECT b.*, oc.outcode, oc.latitude, oc.longitude,
           b.surnames[1 + b.r_name % cardinality(b.surnames)] || ' ' || b.trade_words[1 + b.r_cat % 10] || ' ' || b.suffixes[1 + b.r_suffix % cardinality(b.suffixes)] AS name,
           b.lines[1 + b.r_line % cardinality(b.lines)] || ' ' || b.promises[1 + b.r_promise % cardinality(b.promises)] AS about
      FROM base b JOIN oc ON oc.rn = b.oc_rn)
  INSERT INTO ${table} (id, user_id, business_name, description, location, postcode, outcode, latitude, longitude, phone, website,
    years_experience, hourly_rate, rating, total_reviews, verified, specializations, certifications, equipment, availability,
    trade_categories, response_time, project_types, project_count, search, created_at, updated_at)
  SELECT md5('bench-' || i)::uuid, 'bench-' || i, name, about, outcode, outcode, outcode, latitude, longitude, '01632 960' || lpad((i % 1000)::text, 3, '0'), NULL,
         1 + r_years % 35, CASE WHEN r_rate % 25 = 0 THEN NULL ELSE 25 + r_rate % 70 END,
         CASE WHEN reviews = 0 THEN 0 ELSE least(5, round(2 + (r_rating % 301) / 100.0, 2)) END, reviews, r_verified % 3 <> 0,
         spec_list, '{}', '{}', avail[1 + r_avail % 6], cat_list, rts[1 + r_rt % 4],
         CASE WHEN r_type % 4 = 0 THEN '{}'::text[] ELSE ARRAY[types[1 + r_type % 5]] END, CASE WHEN r_type % 4 = 0 THEN 0 ELSE 1 + r_type % 3 END,
         setweight(to_tsvector('english', name), 'A')
           || setweight(to_tsvector('english', array_to_string(ARRAY(SELECT labels[array_position(cats, c)] FROM unnest(cat_list) c), ' ') || ' ' || array_to_string(spec_list, ' ')), 'B')
           || setweight(to_tsvector('english', about), 'C') || setweight(to_tsvector('english', outcode), 'D'),
         now() - (i % 700) * interval '1 day', now()
    FROM named`;
