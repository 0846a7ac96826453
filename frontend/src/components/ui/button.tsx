import styled, { css } from 'styled-components';
import { Link } from 'react-router-dom';

export type ButtonVariant = 'primary' | 'accent' | 'outline' | 'ghost' | 'light' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';
type Props = { $variant?: ButtonVariant; $size?: ButtonSize; $block?: boolean };

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.white};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.brandStrong};
    }
  `,
  accent: css`
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.brandStrong};
    &:hover:not(:disabled) {
      background: #eba844;
    }
  `,
  outline: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.borderStrong};
    &:hover:not(:disabled) {
      border-color: ${({ theme }) => theme.colors.brand};
      color: ${({ theme }) => theme.colors.brand};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceMuted};
    }
  `,
  light: css`
    background: rgba(255, 255, 255, 0.1);
    color: ${({ theme }) => theme.colors.white};
    border-color: rgba(255, 255, 255, 0.45);
    &:hover:not(:disabled) {
      background: rgba(255, 255, 255, 0.18);
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.white};
  `,
};

const sizes = {
  sm: css`
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space(3.5)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  md: css`
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(5)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  lg: css`
    min-height: 52px;
    padding: 0 ${({ theme }) => theme.space(7)};
    font-size: ${({ theme }) => theme.fontSizes.md};
  `,
};

export const buttonStyles = css<Props>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  white-space: nowrap;
  transition:
    background 0.15s ease,
    border-color 0.15s ease,
    color 0.15s ease,
    box-shadow 0.15s ease,
    transform 0.05s ease;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  ${({ $variant = 'primary' }) => variants[$variant]}
  ${({ $size = 'md' }) => sizes[$size]}
  &:active:not(:disabled) {
    transform: translateY(1px);
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  svg {
    flex-shrink: 0;
  }
`;

export const Button = styled.button.attrs<Props>((p) => ({ type: p.type ?? 'button' }))<Props>`
  ${buttonStyles}
`;

/** A square button holding one icon, 44 px (a thumb's touch target). Name it with aria-label. */
export const IconButton = styled.button.attrs((p) => ({ type: p.type ?? 'button' }))`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.brand};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

export const ButtonLink = styled(Link)<Props>`
  ${buttonStyles}
`;
