import type { Ref } from 'react';
import styled from 'styled-components';
import { Checkbox, CheckboxLabel } from './checkbox';
import { FieldError } from './form';

type Option = { value: string; label: string };

type ChoiceGridProps = {
  id: string;
  legend: string;
  options: readonly Option[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** Further choices are disabled once this many are ticked. */
  max?: number;
  hint?: string;
  error?: string;
  minColumnWidth?: string;
  /** The first checkbox: what a form focuses when the choice is invalid. */
  ref?: Ref<HTMLButtonElement>;
};

/** A multi-choice as a fieldset of checkboxes, with its legend, hint and validation message. */
export function ChoiceGrid({ id, legend, options, value, onChange, max, hint, error, minColumnWidth = '180px', ref }: ChoiceGridProps) {
  const full = max !== undefined && value.length >= max;
  const toggle = (v: string, on: boolean) => onChange(on ? [...value, v] : value.filter((x) => x !== v));
  return (
    <Fieldset id={id} aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined} aria-invalid={error ? true : undefined}>
      <Legend>
        {legend}
        {max !== undefined && (
          <Counter>
            {value.length} of {max} chosen
          </Counter>
        )}
      </Legend>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      <Grid $min={minColumnWidth}>
        {options.map((o, i) => {
          const checked = value.includes(o.value);
          return (
            <CheckboxLabel key={o.value} $checked={checked}>
              <Checkbox
                ref={i === 0 ? ref : undefined}
                name={id}
                value={o.value}
                checked={checked}
                disabled={!checked && full}
                onCheckedChange={(on) => toggle(o.value, on)}
              />
              {o.label}
            </CheckboxLabel>
          );
        })}
      </Grid>
      <FieldError id={`${id}-error`} message={error} />
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: none;
  label:has(button:disabled) {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

const Legend = styled.legend`
  display: flex;
  width: 100%;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(1.5)};
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const Counter = styled.span`
  font-weight: 500;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Hint = styled.p`
  margin: -2px 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Grid = styled.div<{ $min: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  grid-template-columns: repeat(auto-fill, minmax(min(${({ $min }) => $min}, 100%), 1fr));
`;
