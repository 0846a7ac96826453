import { Container } from '@/components/ui/container';
import { FormPage, PageHeader } from '@/components/ui/page-header';
import { NotificationPreferencesSection } from '@/features/notification-preferences/components/notification-preferences-section';

/** /settings/notifications: the e-mail choices (to move into the /settings page). */
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
