import { z } from 'zod';
import { auditFilterSchema, auditStateQuerySchema } from '@tradeguild/contracts';
import { fromLocalInput } from '@/lib/format';

const INVALID_TIME = 'Enter a valid date and time';

/** A datetime-local input's value as an ISO time; empty means not given. */
const localTime = z.string().transform((value, ctx) => {
  if (!value) return undefined;
  const iso = fromLocalInput(value);
  if (iso) return iso;
  ctx.addIssue({ code: 'custom', message: INVALID_TIME });
  return z.NEVER;
});
const optionalText = z.string().transform((v) => v.trim() || undefined);

export type AuditFilterFields = { stream: string; type: string; actor: string; from: string; to: string };
export const NO_AUDIT_FILTERS: AuditFilterFields = { stream: '', type: '', actor: '', from: '', to: '' };

/** The log's filters as typed, turned into the contract's filter (and checked by it). */
export const auditFilterFormSchema = z
  .object({ stream: optionalText, type: optionalText, actor: optionalText, from: localTime, to: localTime })
  .superRefine((f, ctx) => {
    if (f.from && f.to && f.from > f.to) ctx.addIssue({ code: 'custom', path: ['to'], message: "'To' must be after 'From'" });
  })
  .pipe(auditFilterSchema);

/** 'State as of a moment': a moment is needed, as the contract's state query needs one. */
export const stateAsOfFormSchema = z
  .object({ asOf: localTime.refine((iso) => iso !== undefined, INVALID_TIME) })
  .pipe(auditStateQuerySchema);
export type StateAsOfFields = z.input<typeof stateAsOfFormSchema>;
