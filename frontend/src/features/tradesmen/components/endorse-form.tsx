import { useRef, useState, type FormEvent } from 'react';
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

const OTHER = '__other__';

/** 'Endorse a skill': one of their specializations, or a skill typed in, with an optional comment. */
export function EndorseForm({ profile }: { profile: TradesmanProfile }) {
  const [choice, setChoice] = useState(profile.specializations[0] ?? OTHER);
  const [custom, setCustom] = useState('');
  const [comment, setComment] = useState('');
  const [error, setError] = useState<{ field?: 'skill' | 'comment'; message: string; needsProfile?: boolean } | null>(null);
  const commandId = useRef<string | null>(null);
  const skill = choice === OTHER ? custom : choice;

  const mutation = useEndorseTradesman(profile.id, {
    onSuccess: () => {
      toast({ title: 'Endorsement added', description: `You endorsed ${profile.businessName} for ${skill.trim()}.` });
      setCustom('');
      setComment('');
      commandId.current = null;
    },
    onError: (e) => {
      const status = e instanceof ApiError ? e.status : 0;
      const message = e instanceof ApiError ? e.body?.message : undefined;
      if (status === 403 || status === 409)
        return setError({
          message: message ?? 'You cannot endorse this skill',
          needsProfile: status === 403 && /profile/i.test(message ?? ''),
        });
      toast({ title: 'Error', description: failureText(e, 'Failed to add endorsement. Please try again.'), variant: 'destructive' });
    },
  });

  const changed = () => {
    commandId.current = null;
    setError(null);
  };
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = endorseRequestSchema.safeParse({ skill, comment });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return setError({ field: issue?.path[0] === 'comment' ? 'comment' : 'skill', message: issue?.message ?? 'Check the form' });
    }
    commandId.current ??= crypto.randomUUID();
    mutation.mutate({ ...parsed.data, commandId: commandId.current });
  }

  return (
    <Form noValidate onSubmit={onSubmit} aria-labelledby="endorse-title">
      <h3 id="endorse-title">Endorse a skill</h3>
      <p>Worked alongside {profile.businessName}? Vouch for what they do best.</p>
      <Field id="endorse-skill" label="Skill" error={error?.field === 'skill' && choice !== OTHER ? error.message : undefined}>
        <Select
          id="endorse-skill"
          value={choice}
          onChange={(e) => {
            setChoice(e.target.value);
            changed();
          }}
        >
          {profile.specializations.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
          <option value={OTHER}>Another skill…</option>
        </Select>
      </Field>
      {choice === OTHER && (
        <Field id="endorse-custom" label="Which skill?" error={error?.field === 'skill' ? error.message : undefined}>
          <Input
            id="endorse-custom"
            value={custom}
            maxLength={80}
            placeholder="e.g. Lead work"
            onChange={(e) => {
              setCustom(e.target.value);
              changed();
            }}
            $invalid={error?.field === 'skill'}
          />
        </Field>
      )}
      <Field id="endorse-comment" label="Comment" optional error={error?.field === 'comment' ? error.message : undefined}>
        <Textarea
          id="endorse-comment"
          value={comment}
          maxLength={1000}
          rows={3}
          onChange={(e) => {
            setComment(e.target.value);
            changed();
          }}
        />
      </Field>
      {error && !error.field && (
        <Alert role="alert">
          <AlertCircle size={16} aria-hidden="true" />
          {error.message}
          {error.needsProfile && (
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
