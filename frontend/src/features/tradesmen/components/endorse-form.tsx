import { z } from 'zod';
import styled from 'styled-components';
import { AlertCircle, ThumbsUp } from 'lucide-react';
import { endorseRequestSchema } from '@tradeguild/contracts';
import { Button, ButtonLink } from '@/components/ui/button';
import { Field, Input, Select, Textarea } from '@/components/ui/form';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { toast } from '@/lib/toast-store';
import type { TradesmanProfile } from '../api/get-tradesman';
import { useEndorseTradesman } from '../api/endorse-tradesman';
import { failureText } from '@/lib/failure-text';
import { formSchema, useCommandSubmit, useContractForm, useFormMessage } from '@/lib/forms';

const OTHER = '__other__';
const NEEDS_PROFILE = 'needsProfile';

type EndorseValues = { choice: string; custom: string; comment: string };

/** The contract's skill and comment; the skill is the chosen specialization or, for 'Another skill…', the typed one. */
const endorseFormSchema = formSchema<EndorseValues>()(
  z.object({ choice: z.string(), custom: z.string(), comment: endorseRequestSchema.shape.comment }).transform((v, ctx) => {
    const typed = v.choice === OTHER;
    const skill = endorseRequestSchema.shape.skill.safeParse(typed ? v.custom : v.choice);
    if (skill.success) return { skill: skill.data, comment: v.comment };
    ctx.addIssue({ code: 'custom', path: [typed ? 'custom' : 'choice'], message: skill.error.issues[0]?.message ?? 'Check the skill' });
    return z.NEVER;
  }),
);

/** 'Endorse a skill': one of their specializations, or a skill typed in, with an optional comment. */
export function EndorseForm({ profile }: { profile: TradesmanProfile }) {
  const form = useContractForm({
    schema: endorseFormSchema,
    defaultValues: { choice: profile.specializations[0] ?? OTHER, custom: '', comment: '' },
  });
  const refused = useFormMessage(form);
  const { errors } = form.formState;
  const choice = form.watch('choice');

  const mutation = useEndorseTradesman(profile.id, {
    onSuccess: (input) => {
      toast({ title: 'Endorsement added', description: `You endorsed ${profile.businessName} for ${input.skill}.` });
      form.reset({ ...form.getValues(), custom: '', comment: '' });
    },
    onError: (e) => {
      const status = e instanceof ApiError ? e.status : 0;
      const message = e instanceof ApiError ? e.body?.message : undefined;
      if (status === 403 || status === 409)
        return refused.show(
          message ?? 'You cannot endorse this skill',
          status === 403 && /profile/i.test(message ?? '') ? NEEDS_PROFILE : 'server',
        );
      toast({ title: 'Error', description: failureText(e, 'Failed to add endorsement. Please try again.'), variant: 'destructive' });
    },
  });
  const onSubmit = useCommandSubmit(form, (values, commandId) => mutation.mutateAsync({ ...values, commandId }));

  return (
    <Form noValidate onSubmit={onSubmit} aria-labelledby="endorse-title">
      <h3 id="endorse-title">Endorse a skill</h3>
      <p>Worked alongside {profile.businessName}? Vouch for what they do best.</p>
      <Field id="endorse-skill" label="Skill" error={errors.choice?.message}>
        <Select id="endorse-skill" {...form.register('choice')}>
          {profile.specializations.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
          <option value={OTHER}>Another skill…</option>
        </Select>
      </Field>
      {choice === OTHER && (
        <Field id="endorse-custom" label="Which skill?" error={errors.custom?.message}>
          <Input
            id="endorse-custom"
            maxLength={80}
            placeholder="e.g. Lead work"
            {...form.register('custom')}
            $invalid={Boolean(errors.custom)}
          />
        </Field>
      )}
      <Field id="endorse-comment" label="Comment" optional error={errors.comment?.message}>
        <Textarea id="endorse-comment" maxLength={1000} rows={3} {...form.register('comment')} />
      </Field>
      {refused.message && (
        <Alert role="alert">
          <AlertCircle size={16} aria-hidden="true" />
          {refused.message}
          {refused.kind === NEEDS_PROFILE && (
            <ButtonLink to={paths.profileEdit} $size="sm" $variant="outline">
              Create your profile
            </ButtonLink>
          )}
        </Alert>
      )}
      <div>
        <Button type="submit" disabled={mutation.isPending} aria-busy={mutation.isPending}>
          <ThumbsUp size={16} aria-hidden="true" />
          {mutation.isPending ? 'Endorsing...' : 'Endorse'}
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
  background: ${({ theme }) => theme.colors.accentSoft};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  h3 + p {
    margin-top: -${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  textarea {
    min-height: 90px;
  }
`;

const Alert = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 500;
`;
