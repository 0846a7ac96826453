import { useNavigate } from 'react-router-dom';
import type { UseFormReturn } from 'react-hook-form';
import type { PortfolioProject, PortfolioProjectInput } from '@tradeguild/contracts';
import { paths } from '@/config/paths';
import { showServerIssues, useCommandSubmit, useContractForm } from '@/lib/forms';
import { toast } from '@/lib/toast-store';
import { useSavePortfolioProject } from '../api/save-portfolio-project';
import { portfolioFormSchema, toFormValues, type PortfolioFormValues } from './portfolio-form-values';

export type PortfolioForm = UseFormReturn<PortfolioFormValues, unknown, PortfolioProjectInput>;

/** Add a showcase, or replace one; back to the portfolio list afterwards. */
export function usePortfolioForm({ project, onSaved }: { project: PortfolioProject | null; onSaved?: () => Promise<void> }) {
  const navigate = useNavigate();
  const form = useContractForm({ schema: portfolioFormSchema, defaultValues: toFormValues(project) });

  const mutation = useSavePortfolioProject({
    onSuccess: async () => {
      await onSaved?.();
      toast({
        title: project ? 'Project updated' : 'Project added',
        description: project ? 'Your changes have been saved.' : 'It now shows in your portfolio.',
      });
      navigate(paths.portfolio);
    },
    onError: (error) => {
      showServerIssues(form, error);
      toast({ title: 'Error', description: 'Failed to save the project. Please check the form and try again.', variant: 'destructive' });
    },
  });

  const onSubmit = useCommandSubmit(form, (values, commandId) =>
    mutation.mutateAsync({ id: project?.id ?? null, body: { ...values, commandId } }),
  );
  return { form, onSubmit, isPending: mutation.isPending };
}

type ImageList = 'beforeImages' | 'afterImages';

/** Uploads can finish together: each url joins the latest list, never a stale copy. */
export function addImage(form: PortfolioForm, list: ImageList, url: string): void {
  const current = form.getValues(list);
  if (current.includes(url)) return;
  form.setValue(list, [...current, url], { shouldDirty: true, shouldValidate: Boolean(form.getFieldState(list).error) });
}
