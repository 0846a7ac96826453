import { Component, type ReactNode } from 'react';
import styled from 'styled-components';
import { AlertTriangle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from './empty-state';

type Props = {
  children: ReactNode;
  /** A new key (the next page's path) clears a caught error. */
  resetKey?: string;
};

/**
 * Catches what a page throws while rendering (a bug, or a page's code that failed to download after
 * a release) and shows it in place of the page, under the site's own header, instead of a blank
 * screen. React's error boundaries can only be class components; react-error-boundary would add
 * reset keys we do not need to every first load, the landing's included (decision 0040).
 */
export class ErrorBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <PageError onRetry={() => this.setState({ error: null })} />;
  }
}

export function PageError({ onRetry }: { onRetry: () => void }) {
  return (
    <Wrap>
      <EmptyState
        icon={AlertTriangle}
        tone="danger"
        title="Something went wrong"
        text="This page could not be shown. Try again, or reload the page if it keeps happening."
        action={
          <Actions>
            <Button onClick={onRetry}>Try again</Button>
            <Button $variant="outline" onClick={() => window.location.reload()}>
              Reload page
            </Button>
          </Actions>
        }
      />
    </Wrap>
  );
}

const Wrap = styled.div`
  max-width: 720px;
  margin: ${({ theme }) => theme.space(10)} auto;
  padding: 0 ${({ theme }) => theme.space(4)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
`;
