import { useEffect } from 'react';

/** The tab's title while a page is open; the previous one comes back when it closes. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
