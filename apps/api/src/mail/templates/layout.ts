/** Wraps a message in the school's e-mail layout; every value is escaped. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

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

export function renderMail(body: MailBody): RenderedMail {
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a1a1a;max-width:560px;margin:auto;padding:16px">
<p>${escapeHtml(body.greeting)}</p>
${body.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${
  body.action
    ? `<p><a href="${escapeHtml(body.action.url)}" style="display:inline-block;background:#1c4f9c;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(body.action.label)}</a></p>
<p style="font-size:13px;color:#555">If the button does not work, copy this address into your browser: ${escapeHtml(body.action.url)}</p>`
    : ''
}
${(body.footer ?? []).map((p) => `<p style="font-size:12px;color:#777">${escapeHtml(p)}</p>`).join('\n')}
</body></html>`;
  const text = [
    body.greeting,
    '',
    ...body.paragraphs.flatMap((p) => [p, '']),
    ...(body.action ? [`${body.action.label}: ${body.action.url}`, ''] : []),
    ...(body.footer ?? []),
  ].join('\n');
  return { subject: body.subject, html, text };
}

/** Adds the withdraw / unsubscribe line every e-mail to an applicant carries (issue 7). */
export function appendWithdrawLink(mail: { html: string; text: string }, url: string) {
  const line = 'Not interested any more? Unsubscribe from our e-mails or withdraw your application';
  return {
    html: mail.html.replace(
      '</body></html>',
      `<p style="font-size:12px;color:#777">${escapeHtml(line)}: <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>\n</body></html>`,
    ),
    text: `${mail.text}\n\n${line}: ${url}`,
  };
}
