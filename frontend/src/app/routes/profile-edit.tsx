import { ProfileEditor } from '@/features/profile/components/profile-editor';
import { TradesmanOnly } from './tradesman-only';
import { useRefreshDirectory } from './use-refresh-directory';

export function ProfileEditRoute() {
  const refresh = useRefreshDirectory();
  return (
    <TradesmanOnly>
      <ProfileEditor onSaved={refresh} />
    </TradesmanOnly>
  );
}
