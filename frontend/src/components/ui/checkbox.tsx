import styled from 'styled-components';

/** A tappable row holding a custom-drawn checkbox and its text. */
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
  &:has(input:focus-visible) {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

export const Checkbox = styled.input.attrs({ type: 'checkbox' })`
  appearance: none;
  flex-shrink: 0;
  width: 20px;
  height: 20px;
  margin: 0;
  border: 1.5px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: 5px;
  background: ${({ theme }) => theme.colors.surface};
  display: grid;
  place-content: center;
  cursor: pointer;
  &::after {
    content: '';
    width: 10px;
    height: 6px;
    border-left: 2px solid white;
    border-bottom: 2px solid white;
    transform: rotate(-45deg) translate(1px, -1px) scale(0);
    transition: transform 0.12s ease;
  }
  &:checked {
    background: ${({ theme }) => theme.colors.brand};
    border-color: ${({ theme }) => theme.colors.brand};
  }
  &:checked::after {
    transform: rotate(-45deg) translate(1px, -1px) scale(1);
  }
  &:focus-visible {
    outline: none;
  }
`;
