import { useNavigate } from 'react-router-dom';
import type { UseFormReturn } from 'react-hook-form';
import { failureText } from '@/lib/failure-text';
import { showServerIssues, useCommandSubmit, useContractForm } from '@/lib/forms';
import { toast } from '@/lib/toast-store';
import { usePostClientProject } from '../api/post-client-project';
import { emptyProject, projectFormSchema, type ProjectFormOutput, type ProjectFormValues } from './project-form-schema';

export type ProjectForm = UseFormReturn<ProjectFormValues, unknown, ProjectFormOutput>;

/** Post a New Project: the contract's messages beside the fields; home with a toast once posted. */
export function useProjectForm() {
  const navigate = useNavigate();
  const form = useContractForm({ schema: projectFormSchema, defaultValues: emptyProject });
  const mutation = usePostClientProject({
    onSuccess: () => {
      toast({ title: 'Success!', description: 'Your project has been posted successfully.' });
      navigate('/');
    },
    onError: (error) => {
      showServerIssues(form, error);
      toast({ title: 'Error', description: failureText(error, 'Failed to post project. Please try again.'), variant: 'destructive' });
    },
  });
  const onSubmit = useCommandSubmit(form, (values, commandId) => mutation.mutateAsync({ ...values, commandId }));
  return { form, onSubmit, isPending: mutation.isPending };
}
