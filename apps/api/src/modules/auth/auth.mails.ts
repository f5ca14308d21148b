import { OTP_TTL_MS } from '@skillora/shared';
import { brandedMail } from '../../lib/mail-layout';

const minutes = OTP_TTL_MS / 60_000;

export const signupCodeMail = (to: string, name: string, code: string) =>
  brandedMail({
    to,
    subject: `Your Skillora verification code: ${code}`,
    greeting: `Hi ${name},`,
    code,
    paragraphs: [
      'Use this code to finish creating your Skillora account:',
      `It expires in ${minutes} minutes. If you did not sign up, you can ignore this email.`,
    ],
  });

export const alreadyRegisteredMail = (to: string, name: string) =>
  brandedMail({
    to,
    subject: 'You already have a Skillora account',
    greeting: `Hi ${name},`,
    paragraphs: [
      'Someone (hopefully you) tried to sign up to Skillora with this email, but it already has an account.',
      'Log in instead, or use "Forgot password?" on the login page to set a new password. If this was not you, you can ignore this email.',
    ],
  });

export const signupContestedMail = (to: string) =>
  brandedMail({
    to,
    subject: 'A Skillora sign-up with this email is already waiting',
    greeting: 'Hi,',
    paragraphs: [
      'Someone (hopefully you) tried to sign up to Skillora with this email while an earlier sign-up with it was still waiting for its code. We kept the earlier sign-up as it was and did not start a new one.',
      `If you started the earlier sign-up, enter the code we sent you then, in the browser you signed up in. To start over with other details, sign up again once that code has expired (codes last ${minutes} minutes). If this was not you, you can ignore this email.`,
    ],
  });

export const resetCodeMail = (to: string, name: string, code: string) =>
  brandedMail({
    to,
    subject: `Your Skillora password reset code: ${code}`,
    greeting: `Hi ${name},`,
    code,
    paragraphs: [
      'Use this code to set a new password for your Skillora account:',
      `It expires in ${minutes} minutes. Setting a new password signs you out everywhere. If you did not ask for this, you can ignore this email: your password stays the same.`,
    ],
  });

const whenFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
});

export const newDeviceMail = (
  to: string,
  name: string,
  signIn: { device: string; at: Date; ip: string; signOutUrl: string },
) =>
  brandedMail({
    to,
    subject: 'New sign-in to your Skillora account',
    greeting: `Hi ${name},`,
    paragraphs: [
      'Your Skillora account was just signed in to from a device it had not been used on before.',
      `Device: ${signIn.device}. Time: ${whenFormat.format(signIn.at)} UTC. IP address: ${signIn.ip}.`,
      'If this was you, you can ignore this email.',
      'If it was not you, sign out everywhere with the button below (it works once, for 7 days), then change your password on the page it opens.',
    ],
    action: { label: 'Sign out everywhere', url: signIn.signOutUrl },
  });
