import { emailLinkCopy } from '@intake/contracts/copy/email-links';
import { paths } from '@intake/contracts/pages';
import { Button, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { FormError } from '../../../components/form/form-error';
import { PageCard } from '../../../components/layout/page-card';
import { PageLoader } from '../../../components/layout/page-loader';
import { ApiError, errorMessage } from '../../../lib/api-error';
import {
  type ClickLink,
  type ReadLinkState,
  useEmailLinkClickMutation,
  useEmailLinkStateQuery,
} from '../api/email-link';

export type EmailLinkChoice = {
  label: string /** The POST that acts. */;
  click: ClickLink;
  danger?: boolean;
};

type EmailLinkScreenProps = {
  title: string;
  text: string;
  /** The link's token, from the page's address. */
  token: string;
  /** The GET that tells whether the link still awaits its click; it changes nothing. */
  readState: ReadLinkState;
  choices: EmailLinkChoice[];
};

/** A link we do not know (cut short, mistyped): the server refuses it as bad input or unknown. */
const isBrokenLink = (error: unknown) =>
  error instanceof ApiError && (error.status === 400 || error.status === 404);

/**
 * The page an e-mailed link opens. Opening it (as a mail scanner does) only reads; the action
 * happens on the click, a POST, and the browser then goes to the spec's outcome page. A link that
 * can no longer be clicked goes straight to the page saying why.
 */
export function EmailLinkScreen({ title, text, token, readState, choices }: EmailLinkScreenProps) {
  const navigate = useNavigate();
  const linkState = useEmailLinkStateQuery(token, readState);
  const click = useEmailLinkClickMutation(token);
  const next =
    click.data?.next ??
    linkState.data?.next ??
    (isBrokenLink(linkState.error) || isBrokenLink(click.error) ? paths.linkError : null);

  useEffect(() => {
    if (next) navigate(next, { replace: true });
  }, [next, navigate]);

  if (linkState.isPending || next) return <PageLoader />;
  if (linkState.isError) {
    return (
      <PageCard title={title}>
        <FormError message={errorMessage(linkState.error)} />
        <Button onClick={() => void linkState.refetch()}>{emailLinkCopy.tryAgain}</Button>
      </PageCard>
    );
  }
  return (
    <PageCard title={title}>
      <Text ta="center">{text}</Text>
      <Stack gap="sm" mt="md">
        {choices.map((choice) => (
          <Button
            key={choice.label}
            variant={choice.danger ? 'outline' : 'filled'}
            color={choice.danger ? 'red' : undefined}
            loading={click.isPending && click.variables.label === choice.label}
            disabled={click.isPending}
            onClick={() => click.mutate(choice)}
          >
            {choice.label}
          </Button>
        ))}
      </Stack>
      <FormError message={click.isError ? errorMessage(click.error) : null} />
    </PageCard>
  );
}
