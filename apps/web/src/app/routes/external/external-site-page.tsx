import { useEffect } from 'react';
import { useParams } from 'react-router';
import { PageLoader } from '../../../components/layout/page-loader';
import { goToExternal } from '../../../lib/browser-location';
import { usePublicConfig } from '../../../lib/public-config';
import { isExternalSitePath } from '../../paths';
import NotFoundPage from '../errors/not-found-page';

/** `/{product}Home`, `/{product}Blog` and `/elderDashboard` send the browser to the school's main site. */
export default function ExternalSitePage() {
  const { externalSite } = useParams();
  const isExternal = externalSite === undefined || isExternalSitePath(externalSite);
  const mainSiteUrl = usePublicConfig().data?.mainSiteUrl;

  useEffect(() => {
    if (isExternal && mainSiteUrl) goToExternal(mainSiteUrl, { replace: true });
  }, [isExternal, mainSiteUrl]);

  return isExternal ? <PageLoader /> : <NotFoundPage />;
}
