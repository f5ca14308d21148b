import type { Mail } from '../plugins/mailer';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** One branded layout for every message: a plain-text part and the same words in HTML. */
export function brandedMail(opts: {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  code?: string;
  /** A button to the mail's subject (notifications). */
  action?: { label: string; url: string };
  /** Small print under the signature with a link (the unsubscribe line). */
  footer?: { text: string; linkLabel: string; url: string };
}): Mail {
  const { to, subject, greeting, paragraphs, code, action, footer } = opts;
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p, i) => (i === 0 && code ? [p, '', `    ${code}`, ''] : [p, ''])),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    '— The Skillora team',
    ...(footer ? ['', `${footer.text} ${footer.linkLabel}: ${footer.url}`] : []),
  ].join('\n');
  const actionBlock = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;font-weight:700;padding:12px 20px;border-radius:8px">${escapeHtml(action.label)}</a></p>`
    : '';
  const footerBlock = footer
    ? `<p style="margin:16px 0 0;font-size:12px;color:#6b7280">${escapeHtml(footer.text)} <a href="${escapeHtml(footer.url)}" style="color:#4f46e5">${escapeHtml(footer.linkLabel)}</a></p>`
    : '';
  const codeBlock = code
    ? `<p style="font-size:32px;letter-spacing:8px;font-weight:700;margin:24px 0;color:#111827">${code}</p>`
    : '';
  const body = paragraphs
    .map((p, i) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>${i === 0 ? codeBlock : ''}`)
    .join('');
  const html = `<!doctype html><html><body style="margin:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#374151">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td><p style="font-size:24px;font-weight:700;color:#4f46e5;margin:0 0 24px">Skillora</p>
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>${body}${actionBlock}
<p style="margin:24px 0 0;color:#6b7280">— The Skillora team</p>${footerBlock}</td></tr></table></td></tr></table></body></html>`;
  return { to, subject, text, html };
}
