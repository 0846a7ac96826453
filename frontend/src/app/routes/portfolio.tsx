import { useParams } from 'react-router-dom';
import { PortfolioEditor } from '@/features/portfolio/manage/components/portfolio-editor';
import { PortfolioManager } from '@/features/portfolio/manage/components/portfolio-manager';
import { TradesmanOnly } from './tradesman-only';
import { useRefreshDirectory } from './use-refresh-directory';

/** /portfolio */
export function PortfolioRoute() {
  const refresh = useRefreshDirectory();
  return (
    <TradesmanOnly>
      <PortfolioManager onChanged={refresh} />
    </TradesmanOnly>
  );
}

/** /portfolio/new and /portfolio/{id}/edit */
export function PortfolioEditorRoute() {
  const { id = null } = useParams();
  const refresh = useRefreshDirectory();
  return (
    <TradesmanOnly>
      <PortfolioEditor key={id ?? 'new'} projectId={id} onSaved={refresh} />
    </TradesmanOnly>
  );
}
