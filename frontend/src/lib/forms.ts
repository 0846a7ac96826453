import { useEffect, useRef } from 'react';
import {
  useForm,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z, ZodType, ZodTypeAny, ZodTypeDef } from 'zod';
import { fieldIssues } from './api-error';
import { failureText } from './failure-text';
import { toast } from './toast-store';

type FormSchema<I extends FieldValues, O> = ZodType<O, ZodTypeDef, I>;

/**
 * A contract schema seen as validating the form's own values `I` (text inputs, lists): sound when
 * `I` fits the schema's input, checked here. Contract fields that preprocess take `unknown`, so
 * without this the form's values would be typed `unknown`.
 */
export function formSchema<I extends FieldValues>() {
  return <S extends ZodTypeAny>(schema: S & ([I] extends [z.input<S>] ? unknown : never)) =>
    schema as unknown as FormSchema<I, z.output<S>>;
}

/** The first message anywhere under a field's error (a list field's errors sit on its items). */
function firstMessage(error: unknown): { type: string; message: string } | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { type, message } = error as { type?: unknown; message?: unknown };
  if (typeof message === 'string') return { type: typeof type === 'string' ? type : 'validate', message };
  for (const [key, child] of Object.entries(error)) {
    if (key === 'ref' || key === 'types') continue;
    const found = firstMessage(child);
    if (found) return found;
  }
  return undefined;
}

/**
 * zodResolver with one message per field, keyed by the field's name: the first of the contract's
 * messages for anything under it, as the server's fieldIssues reports them.
 */
function contractResolver<I extends FieldValues, O>(schema: FormSchema<I, O>): Resolver<I, unknown, O> {
  // Sync: the contracts have no async rules, and an async parse reorders issues (piped fields settle last).
  const resolve = zodResolver<I, unknown, O>(schema, undefined, { mode: 'sync' });
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [name, error] of Object.entries(result.errors)) {
      const found = firstMessage(error);
      if (found) errors[name] = found;
    }
    return { values: {}, errors: errors as FieldErrors<I> };
  };
}

/**
 * useForm validated by a contract schema; the submit handler gets the schema's output. An invalid
 * submit focuses the first invalid field (react-hook-form's own), taken in the order the fields
 * registered on the first render. So a composite widget passes its Controller's `field.ref` to its
 * first control; and a field bound by a <Controller> registers only after every plain input its
 * parent renders, so where one sits among plain inputs the parent binds it with useController,
 * after registering the inputs above it.
 */
export function useContractForm<I extends FieldValues, O>({
  schema,
  ...props
}: Omit<UseFormProps<I, unknown, O>, 'resolver'> & { schema: FormSchema<I, O> }): UseFormReturn<I, unknown, O> {
  return useForm<I, unknown, O>({ resolver: contractResolver(schema), ...props });
}

/**
 * The submit handler of a form that sends a command: invalid input sends nothing (the first invalid
 * field takes the focus); a second submit while one is in flight is ignored; each attempt gets a
 * command id, kept while the values stay the same (a double click or a retry is stored once) and
 * renewed once they change or a send has succeeded. `send` rejects when the command failed (the
 * mutation's onError has told the user by then).
 */
export function useCommandSubmit<I extends FieldValues, O>(
  form: UseFormReturn<I, unknown, O>,
  send: (values: O, commandId: string) => Promise<unknown>,
) {
  const attempt = useRef<{ key: string; id: string } | null>(null);
  const inFlight = useRef(false);
  return form.handleSubmit(async (values) => {
    if (inFlight.current) return;
    const key = JSON.stringify(values);
    if (attempt.current?.key !== key) attempt.current = { key, id: crypto.randomUUID() };
    inFlight.current = true;
    try {
      await send(values, attempt.current.id);
      attempt.current = null;
    } catch {
      // Reported by the mutation; the same values keep their id for the retry.
    } finally {
      inFlight.current = false;
    }
  });
}

/** The server's field messages (a 400's issues) shown on the form's own fields; true when there were any. */
export function showServerIssues<I extends FieldValues, O>(form: UseFormReturn<I, unknown, O>, error: unknown): boolean {
  const known = form.getValues();
  const issues = Object.entries(fieldIssues(error)).filter(([name]) => name in known);
  for (const [name, message] of issues) form.setError(name as Path<I>, { type: 'server', message });
  return issues.length > 0;
}

/**
 * A form's mutation failed: the server's field messages beside the fields, and a toast with the
 * server's words for a refusal or else `fallback`.
 */
export function formFailed<I extends FieldValues, O>(form: UseFormReturn<I, unknown, O>, fallback: string) {
  return (error: unknown) => {
    showServerIssues(form, error);
    toast({ title: 'Error', description: failureText(error, fallback), variant: 'destructive' });
  };
}

/** aria wiring (and the red border) of a control whose message, or else hint, is shown beside it. */
export function invalidProps(id: string, error: string | undefined, hint = false) {
  return {
    $invalid: Boolean(error),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  };
}

/**
 * A message about the whole form rather than a field (the server refused it: a 409, a 403), shown
 * until the user changes a value. `kind` tells the screen which case it is.
 */
export function useFormMessage<I extends FieldValues, O>(form: UseFormReturn<I, unknown, O>) {
  useEffect(() => {
    // Cleared only when there is a message: clearing re-renders the form, and this runs per keystroke.
    const { unsubscribe } = form.watch(() => {
      if (form.formState.errors.root?.server) form.clearErrors('root.server');
    });
    return unsubscribe;
  }, [form]);
  const error = form.formState.errors.root?.server;
  return {
    message: error?.message,
    kind: error?.type,
    show: (message: string, kind = 'server') => form.setError('root.server', { type: kind, message }),
  };
}
