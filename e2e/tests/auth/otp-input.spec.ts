import { expect, type Page, test } from '@playwright/test';
import { uniqueEmail } from '../../fixtures/mail';

async function openOtpPage(page: Page) {
  const email = uniqueEmail('otp');
  await page.goto('/select-role');
  await page.getByLabel("I'm a freelancer, looking for work").check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByPlaceholder('Enter your name').fill('Otto');
  await page.getByPlaceholder('Enter your email').fill(email);
  await page.getByPlaceholder('Enter your password').fill('otto-password-1');
  await page.getByPlaceholder('Enter password again').fill('otto-password-1');
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service and Privacy Policy/ }).check();
  page.once('dialog', (d) => d.accept());
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { name: 'One-Time Password' })).toBeVisible();
  await expect(page.getByText('Please enter the one-time password sent to your mail')).toBeVisible();
  return email;
}

const slots = (page: Page) =>
  Promise.all(Array.from({ length: 6 }, (_, i) => page.getByLabel(`Digit ${i + 1} of 6`).inputValue()));

test('[AUTH]: the code boxes take typing, a pasted code, Backspace across boxes, and show a wrong code in red', async ({
  page,
}) => {
  await openOtpPage(page);
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type('4271');
  expect(await slots(page)).toEqual(['4', '2', '7', '1', '', '']);
  await expect(page.getByLabel('Digit 5 of 6')).toBeFocused();

  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  expect(await slots(page)).toEqual(['4', '2', '', '', '', '']);
  await expect(page.getByLabel('Digit 3 of 6')).toBeFocused();

  // A pasted (or autofilled) whole code fills every box.
  await page.evaluate(() => {
    const data = new DataTransfer();
    data.setData('text/plain', ' 98 76 54 ');
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  });
  expect(await slots(page)).toEqual(['9', '8', '7', '6', '5', '4']);
  await expect(page.getByLabel('Digit 1 of 6')).toHaveAttribute('autocomplete', 'one-time-code');

  await page.getByRole('button', { name: 'Submit' }).click();
  const error = page.getByRole('alert').filter({ hasText: 'Invalid OTP' });
  await expect(error).toBeVisible();
  await expect(error).toHaveClass(/text-red-700/);
  await expect(page.getByText(/Resend code in \d+s/)).toBeVisible();
});
