import { useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { X } from 'lucide-react';
import { FORUM_LIMITS, FORUM_MESSAGES } from '@tradeguild/contracts';
import { FieldError, Input, Label } from '@/components/ui/form';

type Props = { id: string; value: string[]; onChange: (tags: string[]) => void; error?: string };

/**
 * Tags as the spec has them: Enter adds the text; blank or repeated tags are ignored, and so is
 * anything past five (saying so); clicking a tag removes it.
 */
export function TagField({ id, value, onChange, error }: Props) {
  const [draft, setDraft] = useState('');
  const [limitHit, setLimitHit] = useState(false);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const tag = draft.trim();
    if (!tag || value.some((t) => t.toLowerCase() === tag.toLowerCase())) return setDraft('');
    if (value.length >= FORUM_LIMITS.tags) return setLimitHit(true);
    onChange([...value, tag]);
    setDraft('');
  };
  const message = error ?? (limitHit && value.length >= FORUM_LIMITS.tags ? FORUM_MESSAGES.tags : undefined);
  return (
    <div>
      <Label htmlFor={id}>Tags</Label>
      <Input
        id={id}
        value={draft}
        maxLength={FORUM_LIMITS.tag}
        placeholder="Type a tag and press Enter"
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKeyDown}
        $invalid={!!message}
        aria-invalid={!!message || undefined}
        aria-describedby={`${id}-error ${id}-hint`}
      />
      <Hint id={`${id}-hint`}>Up to {FORUM_LIMITS.tags} tags. Click a tag to remove it.</Hint>
      {value.length > 0 && (
        <Tags>
          {value.map((tag) => (
            <li key={tag}>
              <button
                type="button"
                onClick={() => {
                  onChange(value.filter((t) => t !== tag));
                  setLimitHit(false);
                }}
                aria-label={`Remove tag ${tag}`}
              >
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
