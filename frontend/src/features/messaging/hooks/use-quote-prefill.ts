import { useEffect } from 'react';
import { draftStore } from '../stores/draft-store';

export const QUOTE_REQUEST_TEXT = "Hi, I'd like a quote for some work. ";

/** 'Get Quote' opens the conversation (?quote=1) with a request to finish, unless something is typed. */
export function useQuotePrefill(partnerId: string | null, quote: boolean): void {
  useEffect(() => {
    if (!partnerId || !quote) return;
    const { drafts, setDraft } = draftStore.getState();
    if (!drafts[partnerId]?.trim()) setDraft(partnerId, QUOTE_REQUEST_TEXT);
  }, [partnerId, quote]);
}
