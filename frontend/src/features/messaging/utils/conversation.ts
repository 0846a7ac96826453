/** The spec's fallback when the partner's name is not known. */
export const partnerLabel = (partnerId: string, name?: string | null): string => name?.trim() || `User ${partnerId}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Link parameters are typed by people too: only a well-formed id is attached to messages. */
export const uuidOrNull = (value: string | null): string | null => (value && UUID.test(value.trim()) ? value.trim() : null);
