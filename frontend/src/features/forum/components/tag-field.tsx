import type { KeyboardEvent } from 'react';
import { useController, useFormState } from 'react-hook-form';
import styled from 'styled-components';
import { X } from 'lucide-react';
import { FORUM_LIMITS, FORUM_MESSAGES } from '@tradeguild/contracts';
import { FieldError, Input, Label } from '@/components/ui/form';
import type { PostForm } from '../lib/post-form';

/**
 * Tags as the spec has them: Enter adds the text; blank or repeated tags are ignored, and so is
 * anything past five (saying so); clicking a tag removes it.
 */
export function TagField({ id, form }: { id: string; form: PostForm }) {
  const { field } = useController({ control: form.control, name: 'tags' });
  const { errors } = useFormState({ control: form.control, name: 'tags' });
  const message = errors.tags?.message;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const tag = (form.getValues('tagDraft') ?? '').trim();
    if (!tag || field.value.some((t) => t.toLowerCase() === tag.toLowerCase())) return form.setValue('tagDraft', '');
    if (field.value.length >= FORUM_LIMITS.tags) return form.setError('tags', { type: 'limit', message: FORUM_MESSAGES.tags });
    field.onChange([...field.value, tag]);
    form.setValue('tagDraft', '');
  };
  const remove = (tag: string) => {
    field.onChange(field.value.filter((t) => t !== tag));
    form.clearErrors('tags');
  };
  return (
    <div>
      <Label htmlFor={id}>Tags</Label>
      <Input
        id={id}
        data-field="tags"
        maxLength={FORUM_LIMITS.tag}
        placeholder="Type a tag and press Enter"
        {...form.register('tagDraft')}
        onKeyDown={onKeyDown}
        $invalid={!!message}
        aria-invalid={!!message || undefined}
        aria-describedby={`${id}-error ${id}-hint`}
      />
      <Hint id={`${id}-hint`}>Up to {FORUM_LIMITS.tags} tags. Click a tag to remove it.</Hint>
      {field.value.length > 0 && (
        <Tags>
          {field.value.map((tag) => (
            <li key={tag}>
              <button type="button" onClick={() => remove(tag)} aria-label={`Remove tag ${tag}`}>
                {tag}
                <X size={12} aria-hidden="true" />
              </button>
            </li>
          ))}
        </Tags>
      )}
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}
const Hint = styled.p`
  margin-top: ${({ theme }) => theme.space(1.5)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
  padding: 0;
  list-style: none;
  button {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    max-width: 100%;
    padding: 4px 10px;
    border: none;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.brandSoft};
    color: ${({ theme }) => theme.colors.brand};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
    cursor: pointer;
    &:focus-visible {
      outline: none;
      box-shadow: ${({ theme }) => theme.shadows.focus};
    }
  }
`;
