import type { ComponentType, ReactNode } from 'react';
import styled from 'styled-components';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { FormPage, PageHeader } from '@/components/ui/page-header';
import { useUser, type CurrentUser } from '@/lib/auth';
import { CloseAccountSection } from './close-account-section';
import { DownloadDataSection } from './download-data-section';
import { ReopenAccountSection } from './reopen-account-section';

/** One section of Settings: its heading, its content, and whether it shows for this person. */
export interface SettingsSection {
  id: string;
  title: string;
  Component: ComponentType<{ user: CurrentUser }>;
  shown?: (user: CurrentUser) => boolean;
}

const open = (user: CurrentUser) => !user.closedAt;

/** The sections of /settings, in order: add one line here for a new section. */
export const SETTINGS_SECTIONS: SettingsSection[] = [
  { id: 'reopen', title: 'Your account is closed', Component: ReopenAccountSection, shown: (user) => !!user.closedAt },
  { id: 'download', title: 'Download your data', Component: DownloadDataSection },
  { id: 'close', title: 'Close account', Component: CloseAccountSection, shown: open },
];

/**
 * /settings: the signed-in person's own settings, a card per section. `more`: sections of other
 * features (the app composes them: features do not import each other), shown after these for an open account.
 */
export function SettingsPage({ more }: { more?: ReactNode }) {
  const { user } = useUser();
  if (!user) return null;
  return (
    <Container>
      <FormPage>
        <PageHeader eyebrow="Your account" title="Settings" />
        <Sections>
          {SETTINGS_SECTIONS.filter((s) => s.shown?.(user) ?? true).map(({ id, title, Component }) => (
            <Card key={id} as="section" aria-labelledby={`settings-${id}`}>
              <CardHeader>
                <CardTitle id={`settings-${id}`}>{title}</CardTitle>
              </CardHeader>
              <CardBody>
                <Component user={user} />
              </CardBody>
            </Card>
          ))}
          {!user.closedAt && more}
        </Sections>
      </FormPage>
    </Container>
  );
}

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;
