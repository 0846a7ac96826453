import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useUser } from '@/lib/auth';
import { AuthPromptDialog } from './auth-prompt-dialog';
import { Button, ButtonLink, type ButtonSize, type ButtonVariant } from './ui/button';

type Props = {
  to: string;
  children: ReactNode;
  /** 'text' looks like a plain link (footers); otherwise a button of that variant. */
  look?: 'text' | ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  'aria-label'?: string;
};

/**
 * A link to a members-only page: members go there; a visitor gets the sign-in dialog, which says
 * why, instead of a redirect back to the landing page.
 */
export function MemberLink({ to, children, look = 'text', size, block, ...rest }: Props) {
  const { user } = useUser();
  const [promptOpen, setPromptOpen] = useState(false);
  if (user) {
    return look === 'text' ? (
      <Link to={to} {...rest}>
        {children}
      </Link>
    ) : (
      <ButtonLink to={to} $variant={look} $size={size} $block={block} {...rest}>
        {children}
      </ButtonLink>
    );
  }
  return (
    <>
      {look === 'text' ? (
        <TextButton type="button" aria-haspopup="dialog" onClick={() => setPromptOpen(true)} {...rest}>
          {children}
        </TextButton>
      ) : (
        <Button
          type="button"
          aria-haspopup="dialog"
          $variant={look}
          $size={size}
          $block={block}
          onClick={() => setPromptOpen(true)}
          {...rest}
        >
          {children}
        </Button>
      )}
      <AuthPromptDialog open={promptOpen} onClose={() => setPromptOpen(false)} />
    </>
  );
}

const TextButton = styled.button`
  padding: 0;
  border: none;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
`;
