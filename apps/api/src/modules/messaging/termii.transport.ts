import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TermiiConfig } from '../../config.ts';
import {
  type ChannelTransport,
  DeliveryError,
  httpFailure,
  PROVIDER_TIMEOUT_MS,
  type Receipt,
} from './delivery.ts';

/**
 * Termii's messaging API (POST {base}/api/sms/send, JSON with api_key): SMS on the DND or generic
 * route, WhatsApp on channel 'whatsapp'. Numbers go without the '+'.
 */
export function termiiTransport(config: TermiiConfig, channel: 'sms' | 'whatsapp'): ChannelTransport {
  return {
    send: async (message): Promise<Receipt> => {
      let response: Response;
      try {
        response = await fetch(`${config.baseUrl}/api/sms/send`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            api_key: config.apiKey,
            to: message.toAddress.replace(/^\+/, ''),
            from: channel === 'whatsapp' ? config.whatsappFrom : config.senderId,
            sms: message.text,
            type: 'plain',
            channel: channel === 'whatsapp' ? 'whatsapp' : config.smsRoute,
          }),
          signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
        });
      } catch (error) {
        throw new DeliveryError(
          `termii unreachable: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      if (!response.ok) throw await httpFailure('termii', response);
      const body = (await response.json().catch(() => ({}))) as { message_id?: unknown; message?: unknown };
      if (typeof body.message_id !== 'string' && typeof body.message_id !== 'number')
        throw new DeliveryError(
          `termii answered without a message_id: ${JSON.stringify(body).slice(0, 200)}`,
        );
      return {
        provider: 'termii',
        providerMessageId: String(body.message_id),
        providerStatus: typeof body.message === 'string' ? body.message : undefined,
      };
    },
    close: () => undefined,
  };
}

/** X-Termii-Signature: the HMAC-SHA512 of the body as sent, hex, with the account's secret key. */
export function termiiSignature(secret: string, rawBody: string) {
  return createHmac('sha512', secret).update(rawBody).digest('hex');
}

export function isTermiiSignatureValid(secret: string | undefined, rawBody: string, header: unknown) {
  if (!secret || typeof header !== 'string') return false;
  const expected = Buffer.from(termiiSignature(secret, rawBody));
  const given = Buffer.from(header.trim().toLowerCase());
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Termii's delivery report status ('DELIVERED | Message delivered to handset', 'Message Sent',
 * 'DND Active on Phone Number', 'Message Failed', 'Rejected', 'Expired') in our words.
 */
export function termiiStatus(status: string): 'sent' | 'delivered' | 'failed' | undefined {
  const word = status.toLowerCase();
  if (word.startsWith('delivered')) return 'delivered';
  if (/failed|dnd active|rejected|expired|undeliver/.test(word)) return 'failed';
  if (word.includes('sent') || word.includes('accepted')) return 'sent';
  return undefined;
}
