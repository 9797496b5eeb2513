import { companyFormsCopy } from '@intake/contracts/copy/company-forms';
import { copy } from '@intake/contracts/copy/shared';
import { PageCard } from '../../../components/layout/page-card';
import { HireForm } from '../../../features/company-forms/components/hire-form';
import { useWakeServer } from '../../../lib/wake-server';

export default function HireFromUsPage() {
  useWakeServer();
  return (
    <PageCard title={copy.hireFromUs}>
      <p>{companyFormsCopy.hireIntro}</p>
      <HireForm />
    </PageCard>
  );
}
