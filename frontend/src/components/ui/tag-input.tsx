import { useCallback, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import styled from 'styled-components';
import { Plus, X } from 'lucide-react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Field, Input } from './form';

type TagInputProps = {
  id: string;
  value: string[];
  onChange: (next: string[]) => void;
  max: number;
  placeholder?: string;
  invalid?: boolean;
  describedBy?: string;
  /** What one entry is called, for button labels: 'certification'. */
  noun: string;
  /** The longest entry that can be typed. */
  maxLength?: number;
  /** Told when an entry is not added because `max` exist already (the entry stays in the box). */
  onFull?: () => void;
  /** The text box: what a form focuses when the list is invalid. */
  ref?: Ref<HTMLInputElement>;
};

/**
 * Free-text list entry, with the rules of the spec's tag box: Enter (or Add) puts the trimmed text
 * in as a tag; blank and repeated entries (in any case) are ignored, and so is any addition once
 * `max` exist (`onFull` hears of it). Clicking a tag removes it.
 */
export function TagInput({ id, value, onChange, max, placeholder, invalid, describedBy, noun, maxLength, onFull, ref }: TagInputProps) {
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLInputElement | null>(null);
  // The box is the Add button's to refocus and the caller's (`ref`) to focus.
  const setInput = useCallback(
    (element: HTMLInputElement | null) => {
      input.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );
  const full = value.length >= max;

  const add = () => {
    const text = draft.trim();
    if (!text) return;
    if (full) return onFull?.();
    // A repeat is dropped silently: the tag is already there for the user to see.
    if (!value.some((v) => v.toLowerCase() === text.toLowerCase())) onChange([...value, text]);
    setDraft('');
  };
  // Enter in a text box would submit the form; here it adds the tag.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <Wrap>
      <Row>
        <Input
          ref={setInput}
          id={id}
          value={draft}
          maxLength={maxLength}
          placeholder={full ? `Maximum ${max} reached` : placeholder}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          $invalid={invalid}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
        <AddButton
          type="button"
          onClick={() => {
            add();
            input.current?.focus();
          }}
          disabled={full || !draft.trim()}
          aria-label={`Add ${noun}`}
        >
          <Plus size={18} aria-hidden="true" />
        </AddButton>
      </Row>
      {value.length > 0 && (
        <Tags role="list" aria-label={`${noun[0]?.toUpperCase()}${noun.slice(1)}s added`}>
          {value.map((tag) => (
            <li key={tag}>
              <Tag type="button" onClick={() => onChange(value.filter((v) => v !== tag))} aria-label={`Remove ${tag}`}>
                {tag}
                <X size={14} aria-hidden="true" />
              </Tag>
            </li>
          ))}
        </Tags>
      )}
    </Wrap>
  );
}

type TagListFieldProps<T extends FieldValues, O> = Pick<TagInputProps, 'noun' | 'max' | 'placeholder' | 'maxLength'> & {
  control: Control<T, unknown, O>;
  /** A list of strings in the form's values. */
  name: FieldPathByValue<T, string[]>;
  /** The box's id; the field's name when not given. */
  id?: string;
  label: string;
  hint?: string;
  optional?: boolean;
  /** Said when an entry is refused because the list is full, until the list changes. */
  fullMessage?: string;
};

/** A form's list field, typed in one entry at a time: label, TagInput, hint and message, bound to the field. */
export function TagListField<T extends FieldValues, O>({
  control,
  name,
  id = name,
  label,
  hint,
  optional,
  fullMessage,
  ...input
}: TagListFieldProps<T, O>) {
  const [refused, setRefused] = useState(false);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message ?? (refused ? fullMessage : undefined);
        return (
          <Field id={id} label={label} optional={optional} error={error} hint={hint}>
            <TagInput
              {...input}
              ref={field.ref}
              id={id}
              value={field.value as string[]}
              onChange={(next) => {
                setRefused(false);
                field.onChange(next);
              }}
              onFull={fullMessage ? () => setRefused(true) : undefined}
              invalid={Boolean(error)}
              describedBy={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
            />
          </Field>
        );
      }}
    />
  );
}

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2.5)};
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

const AddButton = styled.button`
  display: grid;
  place-items: center;
  flex-shrink: 0;
  width: 46px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.brand};
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.brand};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  padding: 0;
  list-style: none;
`;

const Tag = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  max-width: 100%;
  min-height: 32px;
  padding: 4px 10px 4px 12px;
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 500;
  text-align: left;
  overflow-wrap: anywhere;
  cursor: pointer;
  svg {
    flex-shrink: 0;
    opacity: 0.7;
  }
  &:hover svg {
    opacity: 1;
  }
  &:hover {
    background: ${({ theme }) => theme.colors.brandTint};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.brand};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;
