import { copy } from '@intake/contracts/copy/shared';
import { Button } from '@mantine/core';
import { OutcomeScreen } from '../../../components/layout/outcome-screen';
import { goToExternal } from '../../../lib/browser-location';
import { usePublicConfig } from '../../../lib/public-config';

export default function ApplicationWithdrawnPage() {
  const mainSiteUrl = usePublicConfig().data?.mainSiteUrl;
  return (
    <OutcomeScreen
      title={copy.applicationSubmitted}
      text={copy.withdrawalProcessed}
      action={
        <Button
          type="button"
          fullWidth
          disabled={!mainSiteUrl}
          onClick={() => mainSiteUrl && goToExternal(mainSiteUrl)}
        >
          {copy.backToHomepage}
        </Button>
      }
    />
  );
}
