import type { Ref } from 'react';
import * as RadioGroup from '@radix-ui/react-radio-group';
import styled from 'styled-components';
import { Star } from 'lucide-react';
import { formatCount } from '@/lib/format';

const LABELS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

type StarInputProps = {
  name: string;
  value: number;
  onChange: (value: number) => void;
  invalid?: boolean;
  describedBy?: string;
  labelledBy: string;
  /** The first star: what a form focuses when the rating is missing. */
  ref?: Ref<HTMLButtonElement>;
};

/** A 1 to 5 star choice as a radio group (Radix): arrow keys move and choose, each star is a labelled radio. */
export function StarInput({ name, value, onChange, invalid, describedBy, labelledBy, ref }: StarInputProps) {
  return (
    <Group
      name={name}
      value={value ? String(value) : ''}
      onValueChange={(next) => onChange(Number(next))}
      orientation="horizontal"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
    >
      {LABELS.map((label, i) => {
        const stars = i + 1;
        return (
          <Option
            key={stars}
            ref={i === 0 ? ref : undefined}
            value={String(stars)}
            $on={stars <= value}
            aria-label={`${formatCount(stars, 'star', 'stars')}: ${label}`}
          >
            <Star size={30} aria-hidden="true" />
          </Option>
        );
      })}
      <Caption aria-hidden="true">{value ? LABELS[value - 1] : 'Choose a rating'}</Caption>
    </Group>
  );
}

const Group = styled(RadioGroup.Root)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 2px;
`;

const Option = styled(RadioGroup.Item)<{ $on: boolean }>`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: none;
  background: transparent;
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
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Caption = styled.span`
  margin-left: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;
