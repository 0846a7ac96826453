import styled from 'styled-components';
import { AlertCircle, Send } from 'lucide-react';
import { sendReviewInvitationRequestSchema } from '@tradeguild/contracts';
import { Button } from '@/components/ui/button';
import { Field, Input, Select } from '@/components/ui/form';
import { ApiError } from '@/lib/api-error';
import { formFailed, formSchema, invalidProps, useCommandSubmit, useContractForm, useFormMessage } from '@/lib/forms';
import { toast } from '@/lib/toast-store';
import { useSendReviewInvitation, type PortfolioProject } from '../api/review-invitations';

type InviteValues = { email: string; portfolioProjectId: string };
const inviteFormSchema = formSchema<InviteValues>()(sendReviewInvitationRequestSchema);

/** Invite a past customer, by e-mail address, to review one portfolio project. */
export function InviteForm({ projects }: { projects: PortfolioProject[] }) {
  const empty = { email: '', portfolioProjectId: projects[0]?.id ?? '' };
  const form = useContractForm({ schema: inviteFormSchema, defaultValues: empty });
  const refused = useFormMessage(form);
  const failed = formFailed(form, 'Failed to send the invitation. Please try again.');
  const { errors } = form.formState;
  const mutation = useSendReviewInvitation({
    onSuccess: (input) => {
      toast({ title: 'Invitation sent', description: `${input.email.trim()} can now review your project.` });
      form.reset({ ...form.getValues(), email: '' });
    },
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 403 || error.status === 409))
        return refused.show(error.body?.message ?? 'This invitation cannot be sent');
      failed(error);
    },
  });
  const onSubmit = useCommandSubmit(form, (values, commandId) => mutation.mutateAsync({ ...values, commandId }));

  return (
    <Form noValidate onSubmit={onSubmit} aria-labelledby="invite-title">
      <h3 id="invite-title">Invite a past customer</h3>
      <Row>
        <Field id="invite-email" label="Customer's e-mail address" error={errors.email?.message}>
          <Input
            id="invite-email"
            type="email"
            autoComplete="off"
            maxLength={254}
            placeholder="name@example.co.uk"
            {...form.register('email')}
            {...invalidProps('invite-email', errors.email?.message)}
          />
        </Field>
        <Field id="invite-project" label="Project to review" error={errors.portfolioProjectId?.message}>
          <Select id="invite-project" {...form.register('portfolioProjectId')}>
            {projects.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title}
              </option>
            ))}
          </Select>
        </Field>
      </Row>
      {refused.message && (
        <Alert role="alert">
          <AlertCircle size={16} aria-hidden="true" />
          {refused.message}
        </Alert>
      )}
      <div>
        <Button type="submit" disabled={mutation.isPending} aria-busy={mutation.isPending}>
          <Send size={16} aria-hidden="true" />
          {mutation.isPending ? 'Sending...' : 'Send invitation'}
        </Button>
      </div>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandTint};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 1fr 1fr;
  }
`;

const Alert = styled.p`
  display: flex;
  align-items: center;
  gap: 6px;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 500;
`;
