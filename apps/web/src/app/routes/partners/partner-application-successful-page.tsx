import { copy } from '@intake/contracts/copy/shared';
import { messages } from '@intake/contracts/messages';
import { Anchor } from '@mantine/core';
import { OutcomeScreen } from '../../../components/layout/outcome-screen';
import { usePublicConfig } from '../../../lib/public-config';

/** The confirmation of both company forms (docs/spec/portal-spec.md §2). */
export default function PartnerApplicationSuccessfulPage() {
  const mainSiteUrl = usePublicConfig().data?.mainSiteUrl;
  return (
    <OutcomeScreen
      title={copy.thankYou}
      text={messages.companyRequestReceived}
      action={
        mainSiteUrl && (
          <Anchor href={mainSiteUrl} ta="center">
            {copy.backToHomepage}
          </Anchor>
        )
      }
    />
  );
}
