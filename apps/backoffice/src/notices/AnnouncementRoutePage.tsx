import { findResource, type ResourceDeclaration } from '@eldercare/resources';
import { useLocation, useSearchParams } from 'react-router-dom';
import { ResourceDetailRoute } from '../pages/resources/pages';
import { AnnouncementNoticePage } from './AnnouncementNoticePage';
import { isAnnouncementNotice } from './notice-routes';

/**
 * An announcement detail route: the site announcement when opened from a notice, the module's
 * own record otherwise (its list's 查看 / 编辑).
 */
export function announcementRoutePageFor(key: string) {
  const resource = findResource(key);
  if (!resource) throw new Error(`Unknown business module ${key}`);
  function AnnouncementRoutePage() {
    const { pathname } = useLocation();
    const [search] = useSearchParams();
    return isAnnouncementNotice(pathname, search) ? (
      <AnnouncementNoticePage />
    ) : (
      <ResourceDetailRoute resource={resource as ResourceDeclaration} />
    );
  }
  AnnouncementRoutePage.displayName = `AnnouncementRoutePage(${key})`;
  return AnnouncementRoutePage;
}
