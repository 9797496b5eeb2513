import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ChannelTransport } from './delivery.ts';

/**
 * Without a provider, each SMS or WhatsApp message is written to DATA_DIR/messages and listed at
 * /dev/mailbox outside production, as e-mail is.
 */
export function fileTransport(dataDir: string, channel: 'sms' | 'whatsapp'): ChannelTransport {
  const folder = path.join(dataDir, 'messages');
  return {
    send: async (message) => {
      await mkdir(folder, { recursive: true });
      await writeFile(
        path.join(
          folder,
          `${String(message.id).padStart(8, '0')}-${channel}-${message.kind.replace(/\W/g, '_')}.txt`,
        ),
        `To: ${message.toAddress}\nChannel: ${channel}\nKind: ${message.kind}\n\n${message.text}\n`,
      );
      return { provider: 'file' };
    },
    close: () => undefined,
  };
}
