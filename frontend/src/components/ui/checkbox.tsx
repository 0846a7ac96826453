import type { ComponentProps } from 'react';
import * as RadixCheckbox from '@radix-ui/react-checkbox';
import styled from 'styled-components';
import { Check } from 'lucide-react';

type CheckboxProps = Omit<ComponentProps<typeof RadixCheckbox.Root>, 'checked' | 'defaultChecked' | 'onCheckedChange'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/** A checkbox (Radix): Space or a click toggles it; inside a form it also submits as an input would. */
export function Checkbox({ checked, onCheckedChange, ...rest }: CheckboxProps) {
  return (
    <Box checked={checked} onCheckedChange={(next) => onCheckedChange(next === true)} {...rest}>
      <RadixCheckbox.Indicator>
        <Check size={14} strokeWidth={3} aria-hidden="true" />
      </RadixCheckbox.Indicator>
    </Box>
  );
}

/** A tappable row holding a checkbox and its text: the label names the checkbox and a click anywhere toggles it. */
export const CheckboxLabel = styled.label<{ $checked?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2.5)};
  min-height: 46px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid ${({ theme, $checked }) => ($checked ? theme.colors.brand : theme.colors.border)};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.brandTint : theme.colors.surface)};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 500;
  cursor: pointer;
  transition:
    border-color 0.15s ease,
    background 0.15s ease;
  &:hover {
    border-color: ${({ theme }) => theme.colors.brand};
  }
  &:has(button:focus-visible) {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Box = styled(RadixCheckbox.Root)`
  flex-shrink: 0;
  display: grid;
  place-items: center;
  width: 20px;
  height: 20px;
  padding: 0;
  border: 1.5px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: 5px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.white};
  cursor: pointer;
  &[data-state='checked'] {
    background: ${({ theme }) => theme.colors.brand};
    border-color: ${({ theme }) => theme.colors.brand};
  }
  &:disabled {
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: none;
  }
  > span {
    display: grid;
  }
`;
