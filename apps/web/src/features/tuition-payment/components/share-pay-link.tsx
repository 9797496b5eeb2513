import { tuitionPaymentCopy as text } from '@intake/contracts/copy/tuition-payment';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { FormError } from '../../../components/form/form-error';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/date-time';
import { useCreatePayLinkMutation } from '../api/create-pay-link';
import { CopyTextButton } from './copy-text-button';

/** WhatsApp's documented share address: the message, link included, filled in for the sender to pick a chat. */
export const whatsAppShareUrl = (message: string) => `https://wa.me/?text=${encodeURIComponent(message)}`;

/** Makes a payment link for whoever pays for the learner, to copy or share on WhatsApp. */
export function SharePayLink({ firstName }: { firstName: string }) {
  const payLink = useCreatePayLinkMutation();
  const link = payLink.data;
  if (!link) {
    return (
      <Stack gap="xs">
        <Button
          variant="outline"
          fullWidth
          loading={payLink.isPending}
          disabled={payLink.isPending}
          onClick={() => payLink.mutate()}
        >
          {text.shareLink}
        </Button>
        <FormError message={payLink.isError ? errorMessage(payLink.error) : null} />
      </Stack>
    );
  }
  return (
    <Paper withBorder radius="sm" p="sm" component="section" aria-label={text.shareLink}>
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {text.shareLink}
        </Text>
        <Text size="sm">{text.shareLinkHint}</Text>
        <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="pay-link-url">
          {link.url}
        </Text>
        <Text size="xs" c="dimmed">
          {text.linkExpires(formatDateTime(link.expiresAt))}
        </Text>
        <Group gap="sm" wrap="wrap">
          <CopyTextButton value={link.url} label={text.copyLink} />
          <Button
            component="a"
            href={whatsAppShareUrl(text.whatsAppMessage(firstName, link.url))}
            target="_blank"
            rel="noopener noreferrer"
            color="green"
          >
            {text.shareOnWhatsApp}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
