import type { ModerationEvent } from '@tradeguild/contracts';

export interface ModerationState {
  /** The subject's author, from its first report (null: never reported). */
  subjectAuthorId: string | null;
  hidden: boolean;
  /** Everyone who ever reported it: once per subject per person. */
  reporters: ReadonlySet<string>;
  /** Reporters whose reports are still open (filed since the last outcome), in filing order. */
  open: readonly string[];
}

export const initialModerationState = (): ModerationState => ({ subjectAuthorId: null, hidden: false, reporters: new Set(), open: [] });

export function evolveModeration(state: ModerationState, event: ModerationEvent): ModerationState {
  switch (event.type) {
    case 'ReportFiled':
      return {
        ...state,
        subjectAuthorId: state.subjectAuthorId ?? event.data.subjectAuthorId,
        reporters: new Set(state.reporters).add(event.data.reporterId),
        open: [...state.open, event.data.reporterId],
      };
    case 'SubjectHidden':
      return { ...state, hidden: true, open: [] };
    case 'ReportsDismissed':
      return { ...state, open: [] };
    default: {
      const _exhaustive: never = event;
      return state;
    }
  }
}
