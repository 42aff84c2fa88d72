import { PRODUCT_NAME } from '../../../shared/brand.ts';
import type { MailMessage } from '../../providers/mail/mail.provider.ts';

/** The account mails, in plain text with a simple HTML twin. */
function message(to: string, subject: string, lines: string[], link: string, action: string): MailMessage {
  const text = [...lines, '', `${action}: ${link}`, '', `— ${PRODUCT_NAME}`].join('\n');
  const html = `<div style="font-family:system-ui,sans-serif;line-height:1.5">${lines
    .map((l) => `<p>${l}</p>`)
    .join(
      '',
    )}<p><a href="${link}" style="display:inline-block;padding:12px 20px;background:#ff5b3a;color:#0b0b10;border-radius:999px;text-decoration:none;font-weight:600">${action}</a></p><p style="color:#666">If the button does not work, open this link: ${link}</p></div>`;
  return { to, subject, text, html };
}

export function verificationMail(to: string, name: string, link: string): MailMessage {
  return message(
    to,
    `Confirm your email for ${PRODUCT_NAME}`,
    [`Hi ${name},`, `Welcome to ${PRODUCT_NAME}! Please confirm this is your email address.`],
    link,
    'Confirm my email',
  );
}

export function resetPasswordMail(to: string, name: string, link: string): MailMessage {
  return message(
    to,
    `Reset your ${PRODUCT_NAME} password`,
    [
      `Hi ${name},`,
      'Someone (hopefully you) asked to reset the password of your account. The link works for one hour.',
      'If it was not you, you can ignore this mail: your password stays the same.',
    ],
    link,
    'Choose a new password',
  );
}

/** Sent instead of an error when someone signs up with an address that already has an account. */
export function existingAccountMail(to: string, name: string, link: string): MailMessage {
  return message(
    to,
    `Someone tried to sign up for ${PRODUCT_NAME} with your email`,
    [
      `Hi ${name},`,
      `Someone (hopefully you) tried to create a ${PRODUCT_NAME} account with this address, which already has one.`,
      'If it was you, log in instead, or reset your password from the login page. If not, you can ignore this mail.',
    ],
    link,
    'Log in',
  );
}
