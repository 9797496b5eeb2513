import { companyFormsCopy } from '@intake/contracts/copy/company-forms';
import { copy } from '@intake/contracts/copy/shared';
import { PageCard } from '../../../components/layout/page-card';
import { StayUpdatedForm } from '../../../features/company-forms/components/stay-updated-form';
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
