import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { NavItem } from './nav-items';

type Props = {
  item: NavItem;
  loggedIn: boolean;
  onPrompt: () => void;
  onNavigate?: () => void;
  $mobile?: boolean;
  badge?: ReactNode;
  icon?: LucideIcon;
};

/** A nav link; for logged-out visitors a members-only link is a placeholder that asks them to sign in. */
export function NavLinkItem({ item, loggedIn, onPrompt, onNavigate, $mobile = false, badge, icon: Icon }: Props) {
  // Icons only in the roomy mobile menu (it passes them: nav-icons.ts); the desktop bar stays text-only so six links fit.
  const content = (
    <>
      {$mobile && Icon && <Icon size={18} aria-hidden="true" />}
      {item.label}
      {loggedIn && badge}
    </>
  );
  if (item.membersOnly && !loggedIn) {
    return (
      <PlaceholderLink type="button" $mobile={$mobile} onClick={onPrompt}>
        {content}
      </PlaceholderLink>
    );
  }
  return (
    <StyledNavLink to={item.to} $mobile={$mobile} onClick={onNavigate} end={item.to === '/admin'}>
      {content}
    </StyledNavLink>
  );
}

const linkStyles = css<{ $mobile: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 7px;
  padding: ${({ $mobile }) => ($mobile ? '12px 14px' : '8px 12px')};
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme, $mobile }) => ($mobile ? theme.fontSizes.md : theme.fontSizes.sm)};
  font-weight: 500;
  text-decoration: none;
  white-space: nowrap;
  width: ${({ $mobile }) => ($mobile ? '100%' : 'auto')};
  transition:
    background 0.15s ease,
    color 0.15s ease;
  svg {
    flex-shrink: 0;
    opacity: 0.75;
  }
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const StyledNavLink = styled(NavLink)<{ $mobile: boolean }>`
  ${linkStyles}
  &.active {
    color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brandTint};
    font-weight: 600;
    svg {
      opacity: 1;
    }
  }
`;

const PlaceholderLink = styled.button<{ $mobile: boolean }>`
  ${linkStyles}
`;
