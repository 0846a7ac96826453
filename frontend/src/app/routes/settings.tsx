import { NotificationPreferencesSection } from '@/features/notification-preferences/components/notification-preferences-section';
import { SettingsPage } from '@/features/settings/settings-page';

/** /settings: the account's own sections, then the e-mail choices (issue 25). */
export function SettingsRoute() {
  return <SettingsPage more={<NotificationPreferencesSection />} />;
}
