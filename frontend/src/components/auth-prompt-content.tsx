import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LogIn, Hammer } from 'lucide-react';
import { Button } from './ui/button';
import { Dialog } from './ui/dialog';
import { paths } from '@/config/paths';
import { goToLogin, goToTradesmanLogin } from '@/lib/navigation';

/** The sign-in prompt itself; AuthPromptDialog loads it on demand. */
export function AuthPromptContent({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="You need to register or login"
      description="Sign in to find tradesmen, post projects, message professionals and join the community."
    >
      <Actions>
        <Button $size="lg" $block onClick={goToLogin} data-autofocus>
          <LogIn size={18} aria-hidden="true" />
          Login to Your Account
        </Button>
        <Button $size="lg" $block $variant="outline" onClick={goToTradesmanLogin}>
          <Hammer size={18} aria-hidden="true" />
          Join as Professional
        </Button>
      </Actions>
      <Note>
        By continuing, you agree to our{' '}
        <Link to={paths.terms} onClick={onClose}>
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link to={paths.privacy} onClick={onClose}>
          Privacy Policy
        </Link>
        .
      </Note>
    </Dialog>
  );
}

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

const Note = styled.p`
  margin-top: ${({ theme }) => theme.space(5)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;
