import type { AfricasTalkingConfig } from '../../config.ts';
import {
  type ChannelTransport,
  DeliveryError,
  httpFailure,
  PROVIDER_TIMEOUT_MS,
  type Receipt,
} from './delivery.ts';

type Recipient = { statusCode?: number; number?: string; status?: string; cost?: string; messageId?: string };

/**
 * Africa's Talking's bulk SMS API (POST {base}/version1/messaging, form-encoded, the key in the
 * apiKey header). Each recipient's statusCode says what became of it: 100–102 accepted; 401–409
 * the number or the account refused (406 is a number on the blacklist: it replied STOP); 500–502
 * the gateway's trouble, tried again.
 */
export function africasTalkingTransport(config: AfricasTalkingConfig): ChannelTransport {
  return {
    send: async (message): Promise<Receipt> => {
      const form = new URLSearchParams({
        username: config.username,
        to: message.toAddress,
        message: message.text,
      });
      if (config.senderId) form.set('from', config.senderId);
      let response: Response;
      try {
        response = await fetch(`${config.baseUrl}/version1/messaging`, {
          method: 'POST',
          headers: {
            apiKey: config.apiKey,
            accept: 'application/json',
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: form.toString(),
          signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
        });
      } catch (error) {
        throw new DeliveryError(
          `africastalking unreachable: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      if (!response.ok) throw await httpFailure('africastalking', response);
      const body = (await response.json().catch(() => ({}))) as {
        SMSMessageData?: { Recipients?: Recipient[] };
      };
      const recipient = body.SMSMessageData?.Recipients?.[0];
      if (!recipient)
        throw new DeliveryError(
          `africastalking answered without a recipient: ${JSON.stringify(body).slice(0, 200)}`,
        );
      const code = Number(recipient.statusCode);
      const what = `africastalking ${code} ${recipient.status ?? ''}`.trim();
      if (code >= 500) throw new DeliveryError(what);
      if (code >= 400 || !recipient.messageId || recipient.messageId === 'None')
        throw new DeliveryError(what, { permanent: true });
      return {
        provider: 'africastalking',
        providerMessageId: recipient.messageId,
        providerStatus: recipient.status,
        cost: recipient.cost,
      };
    },
    close: () => undefined,
  };
}

/**
 * A delivery report's status in our words: Sent, Submitted and Buffered are on their way; Success
 * reached the handset; Rejected, Failed, AbsentSubscriber and Expired did not.
 */
export function africasTalkingStatus(status: string): 'sent' | 'delivered' | 'failed' | undefined {
  if (status === 'Success') return 'delivered';
  if (['Rejected', 'Failed', 'AbsentSubscriber', 'Expired'].includes(status)) return 'failed';
  if (['Sent', 'Submitted', 'Buffered'].includes(status)) return 'sent';
  return undefined;
}
