import type { ModerationEvent } from '@tradeguild/contracts';

export interface ModerationState {
  /** The subject as its first report saw it (null: never reported). */
  subject: { authorId: string; parentId: string | null; excerpt: string } | null;
  hidden: boolean;
  /** Everyone who ever reported it: once per subject per person. */
  reporters: ReadonlySet<string>;
  /** Reporters whose reports are still open (filed since the last outcome), in filing order. */
  open: readonly string[];
}

export const initialModerationState = (): ModerationState => ({ subject: null, hidden: false, reporters: new Set(), open: [] });

export function evolveModeration(state: ModerationState, event: ModerationEvent): ModerationState {
  switch (event.type) {
    case 'ReportFiled':
      return {
        ...state,
        subject: state.subject ?? { authorId: event.data.subjectAuthorId, parentId: event.data.parentId, excerpt: event.data.excerpt },
        reporters: new Set(state.reporters).add(event.data.reporterId),
        open: [...state.open, event.data.reporterId],
      };
    case 'SubjectHidden':
      return { ...state, hidden: true, open: [] };
    case 'ReportsDismissed':
      return { ...state, open: [] };
    case 'SubjectRestored':
      return { ...state, hidden: false };
    default: {
      const _exhaustive: never = event;
      return state;
    }
  }
}
