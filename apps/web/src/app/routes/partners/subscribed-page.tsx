import { copy } from '@intake/contracts/copy/shared';
import { messages } from '@intake/contracts/messages';
import { Anchor } from '@mantine/core';
import { OutcomeScreen } from '../../../components/layout/outcome-screen';
import { usePublicConfig } from '../../../lib/public-config';

export default function SubscribedPage() {
  const mainSiteUrl = usePublicConfig().data?.mainSiteUrl;
  return (
    <OutcomeScreen
      title={messages.subscribed}
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
