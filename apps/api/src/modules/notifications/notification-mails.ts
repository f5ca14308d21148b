import { NOTIFICATION_KIND_LABELS, type NotificationKind } from '@skillora/shared';
import { brandedMail } from '../../lib/mail-layout';
import type { Mail } from '../../plugins/mailer';

/**
 * A notification by mail: the product's layout, a button to its subject, and a one-click
 * unsubscribe for its kind (RFC 8058: the https URL in List-Unsubscribe takes a POST with
 * `List-Unsubscribe=One-Click`; opened in a browser it shows a confirm page).
 */
export function notificationMail(opts: {
  id: string;
  to: string;
  name: string;
  kind: NotificationKind;
  title: string;
  body: string;
  url: string;
  unsubscribeUrl: string;
  host: string;
}): Mail {
  const label = NOTIFICATION_KIND_LABELS[opts.kind].label;
  const mail = brandedMail({
    to: opts.to,
    subject: opts.title,
    greeting: `Hi ${opts.name},`,
    // A body of several lines (the weekly jobs) reads as one paragraph per line.
    paragraphs: opts.body.split('\n'),
    action: { label: 'Open in Skillora', url: opts.url },
    footer: {
      text: `You get this mail because "${label}" is on in your notification settings.`,
      linkLabel: 'Unsubscribe from these mails',
      url: opts.unsubscribeUrl,
    },
  });
  return {
    ...mail,
    messageId: `<notification-${opts.id}@${opts.host}>`,
    headers: {
      'List-Unsubscribe': `<${opts.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
