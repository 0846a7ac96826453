import styled from 'styled-components';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Container, Eyebrow } from '@/components/ui/container';
import { LoginRequired } from '@/components/feedback/login-required';
import { PageSkeleton } from '@/components/feedback/page-skeleton';
import { useUser } from '@/lib/auth';
import { CreateProjectForm } from '@/features/client-projects/post/components/create-project-form';

export function CreateProjectRoute() {
  const { user, isLoading } = useUser();
  if (isLoading) return <PageSkeleton />;
  if (!user)
    return (
      <LoginRequired
        title="Please log in to post a project"
        text="Sign in to describe your job and reach verified tradespeople across the UK."
      />
    );
  return (
    <Container>
      <Page>
        <Back to="/">
          <ArrowLeft size={16} aria-hidden="true" />
          Back to dashboard
        </Back>
        <Header>
          <Eyebrow>New project</Eyebrow>
          <h1>Post a New Project</h1>
          <p>Tell local tradespeople what you need. It only takes a couple of minutes.</p>
        </Header>
        <CreateProjectForm />
      </Page>
    </Container>
  );
}

const Page = styled.div`
  max-width: 820px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(16)};
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  text-decoration: none;
`;

const Header = styled.header`
  margin: ${({ theme }) => theme.space(5)} 0 ${({ theme }) => theme.space(7)};
  h1 {
    margin-top: ${({ theme }) => theme.space(1)};
    font-size: clamp(1.75rem, 4vw, 2.375rem);
  }
  h1 + p {
    margin-top: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;
