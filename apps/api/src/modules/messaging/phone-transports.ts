import type { PhoneChannel } from '@intake/contracts/messaging';
import type { Config } from '../../config.ts';
import { africasTalkingTransport } from './africastalking.transport.ts';
import type { ChannelTransport } from './delivery.ts';
import { fileTransport } from './file.transport.ts';
import { termiiTransport } from './termii.transport.ts';

/** SMS and WhatsApp carriers as SMS_PROVIDER and WHATSAPP_PROVIDER choose; files when none. */
export function phoneTransports(config: Config): Record<PhoneChannel, ChannelTransport> {
  const { messaging } = config;
  const sms =
    messaging.sms === 'termii' && messaging.termii
      ? termiiTransport(messaging.termii, 'sms')
      : messaging.sms === 'africastalking' && messaging.africasTalking
        ? africasTalkingTransport(messaging.africasTalking)
        : fileTransport(config.dataDir, 'sms');
  const whatsapp =
    messaging.whatsapp === 'termii' && messaging.termii
      ? termiiTransport(messaging.termii, 'whatsapp')
      : fileTransport(config.dataDir, 'whatsapp');
  return { sms, whatsapp };
}
