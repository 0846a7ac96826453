/** A person's e-mail choices. */
export const mailPreferencesStreamId = (userId: string) => `mailPreferences-${userId}`;
