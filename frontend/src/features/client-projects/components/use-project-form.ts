import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { postProjectRequestSchema, type PostProjectRequest } from '@tradeguild/contracts';
import { fieldIssues } from '@/lib/api-error';
import { toast } from '@/lib/toast-store';
import { usePostClientProject } from '../api/post-client-project';

export type ProjectFormValues = {
  title: string;
  description: string;
  category: string;
  projectType: string;
  location: string;
  budget: string;
  timeline: string;
  requiredTrades: string[];
  isMultiTrade: boolean;
};

export type FieldErrors = Partial<Record<keyof ProjectFormValues, string>>;

const initialValues: ProjectFormValues = {
  title: '', description: '', category: '', projectType: '', location: '', budget: '', timeline: '',
  requiredTrades: [], isMultiTrade: false,
};

/** Client-side check with the shared contract; the first message per field. */
export function validateProject(values: ProjectFormValues): FieldErrors {
  const result = postProjectRequestSchema.safeParse({ ...values, status: 'open' });
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof ProjectFormValues | undefined;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

export function useProjectForm() {
  const navigate = useNavigate();
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  // One id per submission attempt: a double click or a retry of the same values posts once.
  const commandId = useRef<string | null>(null);
  const inFlight = useRef(false);

  const mutation = usePostClientProject({
    onSuccess: () => {
      toast({ title: 'Success!', description: 'Your project has been posted successfully.' });
      navigate('/');
    },
    onError: (error) => {
      setErrors((e) => ({ ...e, ...fieldIssues(error) }));
      toast({ title: 'Error', description: 'Failed to post project. Please try again.', variant: 'destructive' });
    },
  });

  function update<K extends keyof ProjectFormValues>(key: K, value: ProjectFormValues[K]) {
    commandId.current = null;
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const found = validateProject(values);
    setErrors(found);
    const firstInvalid = Object.keys(found)[0];
    if (firstInvalid) {
      event.currentTarget.querySelector<HTMLElement>(`[data-field="${firstInvalid}"]`)?.focus();
      return;
    }
    commandId.current ??= crypto.randomUUID();
    inFlight.current = true;
    const input = { ...values, status: 'open', commandId: commandId.current } as PostProjectRequest;
    mutation.mutate(input, { onSettled: () => { inFlight.current = false; } });
  }

  return { values, errors, update, onSubmit, isPending: mutation.isPending };
}

export type ProjectFormSectionProps = Pick<ReturnType<typeof useProjectForm>, 'values' | 'errors' | 'update'>;

/** aria wiring for a control whose message is shown beside it. */
export function describedBy(id: string, error?: string) {
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : `${id}-hint` };
}
