import { OTP_TTL_MS } from '@skillora/shared';
import { brandedMail } from '../../lib/mail-layout';

const minutes = OTP_TTL_MS / 60_000;

export const passwordChangedMail = (to: string, name: string) =>
  brandedMail({
    to,
    subject: 'Your Skillora password was changed',
    greeting: `Hi ${name},`,
    paragraphs: [
      'The password of your Skillora account was just changed. Every other device signed in to your account has been signed out.',
      'If you did not do this, use "Forgot password?" on the login page at once to set a new password.',
    ],
  });

export const emailChangeCodeMail = (to: string, name: string, code: string) =>
  brandedMail({
    to,
    subject: `Your Skillora email change code: ${code}`,
    greeting: `Hi ${name},`,
    code,
    paragraphs: [
      'Use this code to make this the email of your Skillora account:',
      `It expires in ${minutes} minutes. If you did not ask for this, you can ignore this email: nothing changes.`,
    ],
  });

export const emailChangedNoticeMail = (to: string, name: string, newEmail: string) =>
  brandedMail({
    to,
    subject: 'The email of your Skillora account was changed',
    greeting: `Hi ${name},`,
    paragraphs: [
      `The email of your Skillora account was changed to ${newEmail}. From now on, log in with that address; mail for your account goes there.`,
      'If you did not do this, reply to this email or contact support at once.',
    ],
  });
