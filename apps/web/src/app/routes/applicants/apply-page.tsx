import { copy } from '@intake/contracts/copy/shared';
import { paths } from '@intake/contracts/pages';
import { NavButton } from '../../../components/layout/nav-button';
import { PageCard } from '../../../components/layout/page-card';
import { ApplyForm } from '../../../features/applicants/components/apply-form';
import { usePublicConfig } from '../../../lib/public-config';

export default function ApplyPage() {
  const config = usePublicConfig();
  return (
    <PageCard title={copy.becomeAnInnovator}>
      <NavButton to={paths.login} variant="outline">
        {copy.logIn}
      </NavButton>
      <ApplyForm
        applicationsOpen={config.data?.applicationsOpen ?? true}
        mainSiteUrl={config.data?.mainSiteUrl}
      />
    </PageCard>
  );
}
