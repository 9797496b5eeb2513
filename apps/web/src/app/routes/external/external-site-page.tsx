import type { PublicConfig } from '@intake/contracts';
import { externalSiteOf } from '@intake/contracts/pages';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PageLoader } from '../../../components/layout/page-loader';
import { goToExternal } from '../../../lib/browser-location';
import { usePublicConfig } from '../../../lib/public-config';
import NotFoundPage from '../errors/not-found-page';

const settingOf = {
  home: 'mainSiteUrl',
  blog: 'blogUrl',
  elderDashboard: 'elderAppUrl',
} as const satisfies Record<string, keyof PublicConfig>;

/** `/{product}Home`, `/{product}Blog` and `/elderDashboard` send the browser to the addresses in settings. */
export default function ExternalSitePage() {
  const site = externalSiteOf(useLocation().pathname);
  const config = usePublicConfig().data;
  const target = site && config ? config[settingOf[site]] : undefined;

  useEffect(() => {
    if (target) goToExternal(target, { replace: true });
  }, [target]);

  return site ? <PageLoader /> : <NotFoundPage />;
}
