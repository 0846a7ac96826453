import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { draftStore } from '../stores/draft-store';

type ComposerForm<O> = UseFormReturn<{ content: string }, unknown, O>;

/**
 * The composer's text lives in its form; the draft store keeps a copy per partner, so a draft
 * survives switching conversations, and 'Get Quote' (useQuotePrefill) can start one.
 */
export function useDraftCopy<O>(form: ComposerForm<O>, partnerId: string): void {
  useEffect(() => {
    const fromStore = (text: string) => {
      if (text !== form.getValues('content')) form.setValue('content', text);
    };
    fromStore(draftStore.getState().drafts[partnerId] ?? '');
    const stopStore = draftStore.subscribe((s) => fromStore(s.drafts[partnerId] ?? ''));
    const stopForm = form.watch(({ content }) => draftStore.getState().setDraft(partnerId, content ?? ''));
    return () => {
      stopStore();
      stopForm.unsubscribe();
    };
  }, [form, partnerId]);
}
