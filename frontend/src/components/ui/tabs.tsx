import type { ReactNode } from 'react';
import * as RadixTabs from '@radix-ui/react-tabs';
import styled from 'styled-components';

export type TabItem = { id: string; label: string; count?: number; content: ReactNode };

type TabsProps = { label: string; items: TabItem[]; value: string; onChange: (id: string) => void };

/**
 * Tabs (Radix) with automatic activation: arrow keys, Home and End move between tabs and show
 * their panel; only the selected tab is in the tab order.
 */
export function Tabs({ label, items, value, onChange }: TabsProps) {
  return (
    <RadixTabs.Root value={value} onValueChange={onChange} activationMode="automatic">
      <List aria-label={label}>
        {items.map((t) => (
          <Tab key={t.id} value={t.id}>
            {t.label}
            {t.count !== undefined && (
              <Count>
                <span className="visually-hidden"> (</span>
                {t.count}
                <span className="visually-hidden">)</span>
              </Count>
            )}
          </Tab>
        ))}
      </List>
      {items.map((t) => (
        <Panel key={t.id} value={t.id}>
          {t.content}
        </Panel>
      ))}
    </RadixTabs.Root>
  );
}

// A grid, not a scroller: on a phone the tabs wrap to two rows and every one stays visible.
const List = styled(RadixTabs.List)`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(128px, 1fr));
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Tab = styled(RadixTabs.Trigger)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  white-space: nowrap;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &[data-state='active'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.brand};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Count = styled.span`
  min-width: 22px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 20px;
`;

const Panel = styled(RadixTabs.Content)`
  padding-top: ${({ theme }) => theme.space(5)};
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;
