import { useNavigate } from 'react-router-dom';
import type { UseFormReturn } from 'react-hook-form';
import { postProjectRequestSchema } from '@tradeguild/contracts';
import { formFailed, useCommandSubmit, useContractForm } from '@/lib/forms';
import { toast } from '@/lib/toast-store';
import { usePostClientProject } from '../api/post-client-project';
import { emptyProject, type ProjectFormOutput, type ProjectFormValues } from './project-form-schema';

export type ProjectForm = UseFormReturn<ProjectFormValues, unknown, ProjectFormOutput>;

/** Post a New Project: the contract's messages beside the fields; home with a toast once posted. */
export function useProjectForm() {
  const navigate = useNavigate();
  const form = useContractForm({ schema: postProjectRequestSchema, defaultValues: emptyProject });
  const mutation = usePostClientProject({
    onSuccess: () => {
      toast({ title: 'Success!', description: 'Your project has been posted successfully.' });
      navigate('/');
    },
    onError: formFailed(form, 'Failed to post project. Please try again.'),
  });
  const onSubmit = useCommandSubmit(form, (values, commandId) => mutation.mutateAsync({ ...values, commandId }));
  return { form, onSubmit, isPending: mutation.isPending };
}
