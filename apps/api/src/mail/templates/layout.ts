import type { SchoolIdentity } from '@intake/contracts';
import { emailLayoutCopy } from '@intake/contracts/copy/email-layout';

/** Wraps a message in the school's e-mail layout; every value is escaped. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  /** The button's link: the one link a short SMS or WhatsApp text of the message carries. */
  actionUrl?: string;
}

/** The school a message is sent for: its identity, and the portal's address for the logo. */
export interface MailSchool {
  identity: SchoolIdentity;
  publicUrl: string;
}

/** A message waiting for the school it is sent for: the outbox renders it when it is queued. */
export type MailDraft = (school: MailSchool) => RenderedMail;

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export interface MailBody {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: string[];
}

/** The school's header (its logo, else its name in its colour) and its sign-off with the contact address. */
function schoolHeader({ identity, publicUrl }: MailSchool) {
  return identity.logoUrl
    ? `<p><img src="${escapeHtml(publicUrl + identity.logoUrl)}" alt="${escapeHtml(identity.name)}" style="max-height:48px;max-width:240px"></p>`
    : `<p style="font-size:20px;font-weight:bold;color:${escapeHtml(identity.color)}">${escapeHtml(identity.name)}</p>`;
}
const signOff = ({ identity }: MailSchool) =>
  identity.contactEmail ? `${identity.name} · ${identity.contactEmail}` : identity.name;

/**
 * A message in the school's layout. A template whose words name the school passes a function of it
 * (subject 'Reset your {school} password'); the others pass the body as it is.
 */
export function renderMail(body: MailBody | ((school: SchoolIdentity) => MailBody)): MailDraft {
  return (school) => {
    const mail = typeof body === 'function' ? body(school.identity) : body;
    const color = escapeHtml(school.identity.color);
    const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a1a1a;max-width:560px;margin:auto;padding:16px">
${schoolHeader(school)}
<p>${escapeHtml(mail.greeting)}</p>
${mail.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${
  mail.action
    ? `<p><a href="${escapeHtml(mail.action.url)}" style="display:inline-block;background:${color};color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(mail.action.label)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(emailLayoutCopy.buttonFallback)} ${escapeHtml(mail.action.url)}</p>`
    : ''
}
${(mail.footer ?? []).map((p) => `<p style="font-size:12px;color:#777">${escapeHtml(p)}</p>`).join('\n')}
<p style="font-size:12px;color:#555">${escapeHtml(signOff(school))}</p>
</body></html>`;
    const text = [
      mail.greeting,
      '',
      ...mail.paragraphs.flatMap((p) => [p, '']),
      ...(mail.action ? [`${mail.action.label}: ${mail.action.url}`, ''] : []),
      ...(mail.footer ? [...mail.footer, ''] : []),
      signOff(school),
    ].join('\n');
    return { subject: mail.subject, html, text, actionUrl: mail.action?.url };
  };
}

/** Adds the withdraw / unsubscribe line every e-mail to an applicant carries (issue 7). */
export function appendWithdrawLink(mail: { html: string; text: string }, url: string) {
  const line = emailLayoutCopy.withdrawLine;
  return {
    html: mail.html.replace(
      '</body></html>',
      `<p style="font-size:12px;color:#777">${escapeHtml(line)}: <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>\n</body></html>`,
    ),
    text: `${mail.text}\n\n${line}: ${url}`,
  };
}
