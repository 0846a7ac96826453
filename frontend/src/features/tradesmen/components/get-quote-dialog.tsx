import { requestQuoteRequestSchema } from '@tradeguild/contracts';
import { ButtonLink, Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogBody } from '@/components/ui/dialog';
import { Field, Select } from '@/components/ui/form';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { failureText } from '@/lib/failure-text';
import { useCommandSubmit, useContractForm } from '@/lib/forms';
import { toast } from '@/lib/toast-store';
import { useOpenProjects, useRequestQuote } from '../api/request-quote';

type Props = { open: boolean; onClose: () => void; tradesmanId: string; businessName: string };

/** 'Get Quote': the client picks one of their open projects (or posts one first); the tradesman is invited to quote. */
export function GetQuoteDialog({ open, onClose, tradesmanId, businessName }: Props) {
  const projects = useOpenProjects({ enabled: open });
  const form = useContractForm({ schema: requestQuoteRequestSchema, defaultValues: { projectId: '' } });
  const error = form.formState.errors.projectId?.message;
  const request = useRequestQuote(tradesmanId, {
    onSuccess: () => {
      toast({ title: 'Quote requested', description: `${businessName} has been invited to quote for your project.` });
      onClose();
    },
    onError: (e) =>
      toast({ title: 'Error', description: failureText(e, 'Failed to request a quote. Please try again.'), variant: 'destructive' }),
  });
  const onSubmit = useCommandSubmit(form, ({ projectId }) => request.mutateAsync(projectId));
  const list = projects.data ?? [];
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Get a quote from ${businessName}`}
      description="They will see your project in Find Jobs, marked as an invitation, and can answer with a quote."
    >
      {projects.isLoading ? (
        <Skeleton $w="100%" $h="2.8rem" />
      ) : projects.isError ? (
        <p role="alert">
          We couldn't load your projects.{' '}
          <Button $variant="ghost" $size="sm" onClick={() => projects.refetch()}>
            Try Again
          </Button>
        </p>
      ) : list.length === 0 ? (
        <DialogBody>
          <p>You have no open projects. Post one first, then ask for a quote.</p>
          <ButtonLink to={paths.createProject}>Post a Project</ButtonLink>
        </DialogBody>
      ) : (
        <DialogBody as="form" onSubmit={onSubmit} noValidate aria-label="Request a quote">
          <Field id="quote-project" label="Project" error={error}>
            <Select id="quote-project" {...form.register('projectId')} $invalid={!!error}>
              <option value="">Choose one of your open projects</option>
              {list.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.title}
                </option>
              ))}
            </Select>
          </Field>
          <DialogActions>
            <Button type="submit" disabled={request.isPending}>
              {request.isPending ? 'Sending...' : 'Request Quote'}
            </Button>
            <Button $variant="ghost" onClick={onClose}>
              Cancel
            </Button>
          </DialogActions>
        </DialogBody>
      )}
    </Dialog>
  );
}
