import { Container } from '@/components/ui/container';
import { FormPage, PageHeader } from '@/components/ui/page-header';
import { NotificationPreferencesSection } from '@/features/notification-preferences/components/notification-preferences-section';

/** /settings/notifications: the e-mail choices alone (also a section of /settings), where an e-mail's footer links. */
export function NotificationSettingsRoute() {
  return (
    <Container>
      <FormPage>
        <PageHeader eyebrow="Settings" title="E-mail notifications" />
        <NotificationPreferencesSection />
      </FormPage>
    </Container>
  );
}
