import { passwordProblem } from '@skillora/shared/password-policy';
import { toast } from '../../../lib/toast';

/**
 * The sign-up's and the reset's checks of a new password typed twice, in the spec's words: an empty
 * field (`othersFilled` false when another field of the form is) or a mismatch is a toast; a breach
 * of the API's own rule goes to `onProblem` in the API's words (its longer blocklist answers the same).
 */
export function isNewPasswordValid(
  password: string,
  confirmPassword: string,
  onProblem: (problem: string) => void,
  othersFilled = true,
): boolean {
  if (!othersFilled || !password || !confirmPassword) {
    toast.error('All fields are required');
    return false;
  }
  if (password !== confirmPassword) {
    toast.error('password do not match');
    return false;
  }
  const problem = passwordProblem(password);
  if (problem) onProblem(problem);
  return !problem;
}
