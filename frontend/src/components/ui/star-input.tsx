import styled from 'styled-components';
import { Star } from 'lucide-react';

const LABELS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

type StarInputProps = {
  name: string;
  value: number;
  onChange: (value: number) => void;
  invalid?: boolean;
  describedBy?: string;
  labelledBy: string;
};

/** A 1 to 5 star choice as a native radio group: arrow keys move, each star is a labelled radio. */
export function StarInput({ name, value, onChange, invalid, describedBy, labelledBy }: StarInputProps) {
  return (
    <Group role="radiogroup" aria-labelledby={labelledBy} aria-describedby={describedBy} aria-invalid={invalid || undefined}>
      {LABELS.map((label, i) => {
        const stars = i + 1;
        return (
          <Option key={stars} $on={stars <= value}>
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              aria-label={`${stars} star${stars > 1 ? 's' : ''}: ${label}`}
            />
            <Star size={30} aria-hidden="true" />
          </Option>
        );
      })}
      <Caption aria-hidden="true">{value ? LABELS[value - 1] : 'Choose a rating'}</Caption>
    </Group>
  );
}

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 2px;
`;

const Option = styled.label<{ $on: boolean }>`
  position: relative;
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  color: ${({ theme, $on }) => ($on ? theme.colors.star : theme.colors.borderStrong)};
  svg {
    fill: ${({ $on }) => ($on ? 'currentColor' : 'transparent')};
    transition: transform 0.1s ease;
    pointer-events: none;
  }
  &:hover svg {
    transform: scale(1.1);
  }
  input {
    position: absolute;
    inset: 0;
    opacity: 0;
    margin: 0;
    cursor: pointer;
  }
  &:has(input:focus-visible) {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Caption = styled.span`
  margin-left: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;
