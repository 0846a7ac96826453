import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import * as RadixTooltip from '@radix-ui/react-tooltip';
import styled, { keyframes } from 'styled-components';
import { TIMINGS } from '@tradeguild/contracts';

const HasProvider = createContext(false);

/** One timing scope for a group of tooltips (a toolbar, a table), so the skip delay works across them. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <HasProvider.Provider value={true}>
      <RadixTooltip.Provider delayDuration={TIMINGS.tooltipDelayMs} skipDelayDuration={TIMINGS.tooltipSkipDelayMs}>
        {children}
      </RadixTooltip.Provider>
    </HasProvider.Provider>
  );
}

type TooltipProps = { content: ReactNode; children: ReactElement };

/**
 * A short hint for a control (Radix Tooltip): on hover after the delay, at once on keyboard focus,
 * gone on Escape. The child is the trigger and must be focusable (a button or a link) and keep its
 * own accessible name; the hint only describes it. Outside a TooltipProvider it brings its own, so
 * no provider has to sit at the root (and on every page's first load).
 */
export function Tooltip({ content, children }: TooltipProps) {
  const tip = (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <Content sideOffset={6} collisionPadding={8}>
          {content}
          <Arrow width={10} height={5} />
        </Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
  return useContext(HasProvider) ? tip : <TooltipProvider>{tip}</TooltipProvider>;
}

const appear = keyframes`from { opacity: 0; transform: translateY(2px); } to { opacity: 1; transform: none; }`;

const Content = styled(RadixTooltip.Content)`
  z-index: ${({ theme }) => theme.z.toast};
  max-width: 260px;
  padding: 6px 10px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.white};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 500;
  line-height: 1.4;
  box-shadow: ${({ theme }) => theme.shadows.md};
  animation: ${appear} 0.12s ease;
`;

const Arrow = styled(RadixTooltip.Arrow)`
  fill: ${({ theme }) => theme.colors.text};
`;
