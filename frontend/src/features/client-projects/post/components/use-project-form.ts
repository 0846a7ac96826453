import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { fieldIssues } from '@/lib/api-error';
import { toast } from '@/lib/toast-store';
import { usePostClientProject } from '../api/post-client-project';
import { validateProject, type FieldErrors, type ProjectFormValues } from './project-form-validation';
import { failureText } from '@/lib/failure-text';

export type { FieldErrors, ProjectFormValues };

const initialValues: ProjectFormValues = {
  title: '',
  description: '',
  category: '',
  projectType: '',
  location: '',
  budget: '',
  timeline: '',
  requiredTrades: [],
  isMultiTrade: false,
};

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
      toast({ title: 'Error', description: failureText(error, 'Failed to post project. Please try again.'), variant: 'destructive' });
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
    const validation = validateProject(values);
    if (!validation.ok) {
      setErrors(validation.errors);
      const firstInvalid = Object.keys(validation.errors)[0];
      event.currentTarget.querySelector<HTMLElement>(`[data-field="${firstInvalid}"]`)?.focus();
      return;
    }
    setErrors({});
    commandId.current ??= crypto.randomUUID();
    inFlight.current = true;
    mutation.mutate(
      { ...validation.command, commandId: commandId.current },
      {
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  }

  return { values, errors, update, onSubmit, isPending: mutation.isPending };
}

export type ProjectFormSectionProps = Pick<ReturnType<typeof useProjectForm>, 'values' | 'errors' | 'update'>;

/** aria wiring for a control whose message is shown beside it. */
export function describedBy(id: string, error?: string) {
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : `${id}-hint` };
}
