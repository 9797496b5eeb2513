import { companyFormsCopy } from '@intake/contracts/copy/company-forms';
import { PageCard } from '../../../components/layout/page-card';
import { HireForm } from '../../../features/company-forms/components/hire-form';
import { copy } from '../../../lib/copy';
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
