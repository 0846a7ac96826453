/** '3.2 miles away': a distance as every card shows it, one decimal. */
export const milesAway = (miles: number): string => `${miles.toFixed(1)} miles away`;
