import { useNavigate } from 'react-router-dom';
import type { UseFormReturn } from 'react-hook-form';
import type { ProfileFields, TradesmanProfile } from '@tradeguild/contracts';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { showServerIssues, useCommandSubmit, useContractForm } from '@/lib/forms';
import { toast } from '@/lib/toast-store';
import { useSaveProfile } from '../api/save-profile';
import { profileFormSchema, toFormValues, type ProfileFormValues } from './profile-form-values';

type Options = { profile: TradesmanProfile | null; onSaved?: () => Promise<void> };
export type ProfileForm = UseFormReturn<ProfileFormValues, unknown, ProfileFields>;

/** Create when there is no profile yet, otherwise replace it; then show the public profile. */
export function useProfileForm({ profile, onSaved }: Options) {
  const navigate = useNavigate();
  const mode = profile ? 'update' : 'create';
  const form = useContractForm({ schema: profileFormSchema, defaultValues: toFormValues(profile) });

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
      showServerIssues(form, error);
      // The server knows which outcodes exist; its message says what to type instead.
      const serverMessage = error instanceof ApiError ? error.body?.message : undefined;
      if (form.getFieldState('postcode').error && serverMessage) form.setError('postcode', { type: 'server', message: serverMessage });
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

  const onSubmit = useCommandSubmit(form, (values, commandId) => mutation.mutateAsync({ mode, body: { ...values, commandId } }));
  return { mode, form, onSubmit, isPending: mutation.isPending };
}
