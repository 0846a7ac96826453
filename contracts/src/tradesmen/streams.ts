/** A tradesman's profile with its portfolio, reviews, endorsements and verification: one stream. */
export const tradesmanStreamId = (tradesmanId: string) => `tradesman-${tradesmanId}`;
