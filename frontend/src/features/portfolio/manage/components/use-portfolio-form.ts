import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PortfolioProject } from '@tradeguild/contracts';
import { paths } from '@/config/paths';
import { fieldIssues } from '@/lib/api-error';
import { toast } from '@/lib/toast-store';
import { useSavePortfolioProject } from '../api/save-portfolio-project';
import { toFormValues, validatePortfolio, type PortfolioFieldErrors, type PortfolioFormValues } from './portfolio-form-values';

type ListKey = 'beforeImages' | 'afterImages';
const today = () => new Date().toLocaleDateString('en-CA');

/** Add a showcase, or replace one; back to the portfolio list afterwards. */
export function usePortfolioForm({ project, onSaved }: { project: PortfolioProject | null; onSaved?: () => Promise<void> }) {
  const navigate = useNavigate();
  const [values, setValues] = useState(() => toFormValues(project));
  const [errors, setErrors] = useState<PortfolioFieldErrors>({});
  const commandId = useRef<string | null>(null);

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
      setErrors(fieldIssues(error));
      toast({ title: 'Error', description: 'Failed to save the project. Please check the form and try again.', variant: 'destructive' });
    },
  });

  function update<K extends keyof PortfolioFormValues>(key: K, value: PortfolioFormValues[K]) {
    commandId.current = null;
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  }
  // Uploads can finish together: add each url to the latest list, never to a stale copy.
  const addImage = (key: ListKey, url: string) => {
    commandId.current = null;
    setValues((v) => ({ ...v, [key]: v[key].includes(url) ? v[key] : [...v[key], url] }));
  };
  const removeImage = (key: ListKey, url: string) =>
    update(
      key,
      values[key].filter((u) => u !== url),
    );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    const result = validatePortfolio(values, today());
    if (!result.ok) {
      setErrors(result.errors);
      const first = Object.keys(result.errors)[0];
      event.currentTarget.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    commandId.current ??= crypto.randomUUID();
    mutation.mutate({ id: project?.id ?? null, body: { ...result.body, commandId: commandId.current } });
  }

  return { values, errors, update, addImage, removeImage, onSubmit, isPending: mutation.isPending, maxDate: today() };
}

export type PortfolioSectionProps = Pick<
  ReturnType<typeof usePortfolioForm>,
  'values' | 'errors' | 'update' | 'addImage' | 'removeImage' | 'maxDate'
>;

export function describedBy(id: string, error?: string, hint = false) {
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined };
}
