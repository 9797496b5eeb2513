import { companyFormsCopy } from '@intake/contracts/copy/company-forms';
import { copy } from '@intake/contracts/copy/shared';
import { paths } from '@intake/contracts/pages';
import { PageCard } from '../../../components/layout/page-card';
import { TextLink } from '../../../components/layout/text-link';
import { PartnerForm } from '../../../features/company-forms/components/partner-form';
import { useWakeServer } from '../../../lib/wake-server';

export default function PartnerJoinPage() {
  useWakeServer();
  return (
    <PageCard title={copy.partnerWithUs}>
      <p>{companyFormsCopy.partnerIntro}</p>
      <PartnerForm />
      {/* The spec's 'Become a Native' goes to the application site: in this product, the apply form at /. */}
      <TextLink to={paths.apply}>{companyFormsCopy.becomeANative}</TextLink>
    </PageCard>
  );
}
