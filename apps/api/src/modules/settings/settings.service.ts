import type { PublicConfig } from '@intake/contracts';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { findSetting } from './settings.repository.ts';

const APPLICATION_WINDOW = 'applicationWindow';

/** Applications are open until an admin stops them. */
export async function areApplicationsOpen(db: Executor): Promise<boolean> {
  const window = await findSetting<{ open: boolean }>(db, APPLICATION_WINDOW);
  return window?.open ?? true;
}

export async function getPublicConfig(db: Executor, config: Config): Promise<PublicConfig> {
  return {
    elderAppUrl: config.elderAppUrl,
    mainSiteUrl: config.mainSiteUrl,
    blogUrl: config.blogUrl,
    personalityTestUrl: config.personalityTestUrl,
    socialLinks: config.socialLinks,
    applicationsOpen: await areApplicationsOpen(db),
  };
}
