import type { ComponentProps, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { AlertCircle, ChevronDown } from 'lucide-react';

const controlStyles = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 46px;
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3.5)}`};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.md};
  transition:
    border-color 0.15s ease,
    box-shadow 0.15s ease;
  &::placeholder {
    color: ${({ theme }) => theme.colors.textSubtle};
  }
  &:hover {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.textSubtle)};
  }
  &:focus-visible,
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.focus};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
`;

export const Textarea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  min-height: 140px;
  resize: vertical;
  line-height: ${({ theme }) => theme.lineHeights.body};
`;

const SelectWrap = styled.div`
  position: relative;
  svg {
    position: absolute;
    right: 12px;
    top: 50%;
    transform: translateY(-50%);
    pointer-events: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const NativeSelect = styled.select<{ $invalid?: boolean }>`
  ${controlStyles}
  appearance: none;
  padding-right: 40px;
  cursor: pointer;
`;

type SelectProps = ComponentProps<'select'> & { $invalid?: boolean };

export function Select(props: SelectProps) {
  return (
    <SelectWrap>
      <NativeSelect {...props} />
      <ChevronDown size={18} aria-hidden="true" />
    </SelectWrap>
  );
}

export const Label = styled.label`
  display: block;
  margin-bottom: ${({ theme }) => theme.space(1.5)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const Hint = styled.p`
  margin-top: ${({ theme }) => theme.space(1.5)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  display: flex;
  align-items: flex-start;
  gap: 6px;
  margin-top: ${({ theme }) => theme.space(1.5)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 500;
  color: ${({ theme }) => theme.colors.danger};
  svg {
    flex-shrink: 0;
    margin-top: 0.2em;
  }
`;

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <ErrorText id={id} role="alert">
      <AlertCircle size={15} aria-hidden="true" />
      {message}
    </ErrorText>
  );
}

type FieldProps = { id: string; label: string; hint?: string; error?: string; optional?: boolean; children: ReactNode };

/** Label, control, hint and the control's validation message, wired with ids. */
export function Field({ id, label, hint, error, optional, children }: FieldProps) {
  return (
    <div>
      <Label htmlFor={id}>
        {label}
        {optional && <OptionalMark> (optional)</OptionalMark>}
      </Label>
      {children}
      {hint && !error && <Hint id={`${id}-hint`}>{hint}</Hint>}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

const OptionalMark = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textSubtle};
`;
