/**
 * The best-match score (docs/decisions/0030-tradesmen-search-ranking.md): a Bayesian average that pulls each
 * profile's rating towards a prior of PRIOR_MEAN stars as if it had PRIOR_WEIGHT extra reviews at
 * that score, so a 5.0 from one review (3.75) ranks below a 4.4 from eight (4.05), and a profile
 * without reviews sits at 3.5. The only home of the two constants: the tradesmen table's
 * `bayes_score` column is generated from this expression (tables.ts), and search orders by that column.
 * Changing either constant changes the DDL, so it needs a tradesmen projection version bump.
 */
export const PRIOR_MEAN = 3.5;
export const PRIOR_WEIGHT = 5;

/** The score as SQL over a rating and a review count (column names or expressions), exact numeric arithmetic. */
export const bayesianScoreSql = (rating: string, reviews: string) =>
  `((${PRIOR_WEIGHT}::numeric * ${PRIOR_MEAN}::numeric + ${rating} * ${reviews}) / (${PRIOR_WEIGHT} + ${reviews}))`;

/**
 * Best match with a postcode (docs/decisions/0053-best-match-with-distance.md): the score less a
 * distance penalty that grows with the miles and levels off, `DISTANCE_PENALTY * d / (d + DISTANCE_HALF_MILES)`:
 * next door costs nothing, 10 miles a quarter of a star, and no distance more than half a star, so
 * distance settles close scores but never buries a much better record.
 */
export const DISTANCE_PENALTY = 0.5;
export const DISTANCE_HALF_MILES = 10;
