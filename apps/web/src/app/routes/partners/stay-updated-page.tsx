import { companyFormsCopy } from '@intake/contracts/copy/company-forms';
import { PageCard } from '../../../components/layout/page-card';
import { StayUpdatedForm } from '../../../features/company-forms/components/stay-updated-form';
import { copy } from '../../../lib/copy';
import { useWakeServer } from '../../../lib/wake-server';

export default function StayUpdatedPage() {
  useWakeServer();
  return (
    <PageCard title={copy.stayUpdated}>
      <p>{companyFormsCopy.stayUpdatedIntro}</p>
      <StayUpdatedForm />
    </PageCard>
  );
}
