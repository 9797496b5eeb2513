import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import { DeliveryError, type Receipt } from '../messaging/delivery.ts';
import type { OutboxMail } from './mail.repository.ts';

/** The sender of a message, as sent: a display name and an address. */
export type MailFrom = { name: string; address: string };

export interface MailTransport {
  send(mail: OutboxMail, from: MailFrom): Promise<Receipt>;
  close(): void;
}

/**
 * The SMTP server's refusal in the worker's terms: a 5xx to RCPT TO is the address bouncing for
 * good (issue 25.4); anything else (a 4xx, a lost connection, a refused login) is tried again.
 */
function smtpFailure(error: unknown) {
  const { responseCode, command, response, message } = error as {
    responseCode?: number;
    command?: string;
    response?: string;
    message?: string;
  };
  const text = response ?? message ?? String(error);
  if (responseCode !== undefined && responseCode >= 500 && command === 'RCPT TO')
    return new DeliveryError(text, { permanent: true, bounced: true });
  return error instanceof Error ? error : new Error(text);
}

const toMessage = (mail: OutboxMail, from: MailFrom) => {
  const all = mail.attachments ?? [];
  // One calendar invitation per message goes as its icalEvent; any other file stays an attachment.
  const calendar = all.find((a) => a.icalMethod);
  return {
    from,
    to: mail.toAddress,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    messageId: mail.messageId,
    ...(calendar
      ? { icalEvent: { method: calendar.icalMethod, filename: calendar.filename, content: calendar.content } }
      : {}),
    attachments: all
      .filter((a) => a !== calendar)
      .map((a) => ({
        filename: a.filename,
        content: a.content,
        contentType: a.contentType,
        ...(a.encoding ? { encoding: a.encoding } : {}),
      })),
  };
};

/** SMTP when SMTP_URL is set; otherwise .eml files under DATA_DIR/mail for /dev/mailbox. */
export function createMailTransport(config: Config): MailTransport {
  if (config.smtpUrl) {
    const transporter = nodemailer.createTransport({
      url: config.smtpUrl,
      pool: true,
      maxConnections: 5,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    } as nodemailer.TransportOptions);
    return {
      send: async (mail, from) => {
        try {
          const info = await transporter.sendMail(toMessage(mail, from));
          return { provider: 'smtp', providerStatus: info.response };
        } catch (error) {
          throw smtpFailure(error);
        }
      },
      close: () => transporter.close(),
    };
  }
  const folder = path.join(config.dataDir, 'mail');
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (mail, from) => {
      const info = await transporter.sendMail(toMessage(mail, from));
      await mkdir(folder, { recursive: true });
      await writeFile(
        path.join(folder, `${String(mail.id).padStart(8, '0')}-${mail.kind}.eml`),
        info.message as Buffer,
      );
      return { provider: 'file' };
    },
    close: () => transporter.close(),
  };
}
