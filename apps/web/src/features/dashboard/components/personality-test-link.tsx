import { copy } from '@intake/contracts/copy/shared';
import { handoffUrl } from '@intake/contracts/pages';
import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { goToExternal } from '../../../lib/browser-location';
import { createHandoff } from '../../../lib/create-handoff';

type PersonalityTestLinkProps = { personalityTestUrl: string | undefined; trait: string | null | undefined };

/**
 * The personality test lives at another address (a setting). docs/spec/portal-spec.md §2 says the link "uses the
 * session token"; a token in a URL leaks into logs and history, so the link carries a one-time
 * handoff token that the test site exchanges for a session of its own (docs/decisions/0006-applicant-journey.md).
 */
export function PersonalityTestLink({ personalityTestUrl, trait }: PersonalityTestLinkProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (trait) return <Text size="sm">{copy.yourPersonality(trait)}</Text>;
  if (!personalityTestUrl) return null;

  const open = async () => {
    setPending(true);
    setError(null);
    try {
      const { token } = await createHandoff();
      goToExternal(handoffUrl(personalityTestUrl, token));
    } catch (failure) {
      setError(errorMessage(failure));
      setPending(false);
    }
  };

  return (
    <>
      <Button variant="light" fullWidth onClick={open} loading={pending}>
        {copy.takePersonalityTest}
      </Button>
      {error && (
        <Text role="alert" size="sm" c="red.8">
          {error}
        </Text>
      )}
    </>
  );
}
