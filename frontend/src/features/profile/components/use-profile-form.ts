import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { TradesmanProfile } from '@tradeguild/contracts';
import { paths } from '@/config/paths';
import { ApiError, fieldIssues } from '@/lib/api-error';
import { toast } from '@/lib/toast-store';
import { useSaveProfile } from '../api/save-profile';
import { toFormValues, validateProfile, type ProfileFieldErrors, type ProfileFormValues } from './profile-form-values';

type Options = { profile: TradesmanProfile | null; onSaved?: () => Promise<void> };

/** Create when there is no profile yet, otherwise replace it; then show the public profile. */
export function useProfileForm({ profile, onSaved }: Options) {
  const navigate = useNavigate();
  const mode = profile ? 'update' : 'create';
  const [values, setValues] = useState(() => toFormValues(profile));
  const [errors, setErrors] = useState<ProfileFieldErrors>({});
  const commandId = useRef<string | null>(null);

  const mutation = useSaveProfile({
    onSuccess: async (result, input) => {
      await onSaved?.();
      toast({
        title: 'Profile saved',
        description: input.mode === 'create' ? 'Your business profile is live. Clients can now find you.' : 'Your changes have been saved.',
      });
      navigate(paths.tradesman(result.id));
    },
    onError: (error) => {
      const issues: ProfileFieldErrors = fieldIssues(error);
      // The server knows which outcodes exist; its message says what to type instead.
      if (issues.postcode && error instanceof ApiError) issues.postcode = error.body?.message ?? issues.postcode;
      setErrors(issues);
      const conflict = error instanceof ApiError && error.status === 409;
      toast({
        title: 'Error',
        description: conflict
          ? 'You already have a business profile. Reload the page to edit it.'
          : 'Failed to save your profile. Please check the form and try again.',
        variant: 'destructive',
      });
    },
  });

  function update<K extends keyof ProfileFormValues>(key: K, value: ProfileFormValues[K]) {
    commandId.current = null;
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    const result = validateProfile(values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = Object.keys(result.errors)[0];
      event.currentTarget.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    commandId.current ??= crypto.randomUUID();
    mutation.mutate({ mode, body: { ...result.body, commandId: commandId.current } });
  }

  return { mode, values, errors, update, onSubmit, isPending: mutation.isPending };
}

export type ProfileSectionProps = Pick<ReturnType<typeof useProfileForm>, 'values' | 'errors' | 'update'>;

/** aria wiring for a control whose message is shown beside it. */
export function describedBy(id: string, error?: string, hint = false) {
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined };
}
