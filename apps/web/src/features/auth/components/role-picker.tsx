import type { SignupRole } from '@skillora/shared/constants';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { LineIcon } from '../../../components/ui/line-icon';

const CHOICES: Array<{ role: SignupRole; label: string; icon: string }> = [
  { role: 'client', label: "I'm a client, hiring for a project", icon: 'M4 7h16v12H4zM9 7V5h6v2' },
  {
    role: 'freelancer',
    label: "I'm a freelancer, looking for work",
    icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 20c1-4 4-6 8-6s7 2 8 6',
  },
];

/**
 * The spec's two role cards (/select-role) and their Continue, also shown to a new user coming from
 * Google; `children` stand between the cards and the button.
 */
export function RolePicker({
  onContinue,
  isPending = false,
  children,
}: {
  onContinue: (role: SignupRole) => void;
  isPending?: boolean;
  children?: ReactNode;
}) {
  const [role, setRole] = useState<SignupRole | null>(null);
  return (
    <>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">Choose your role</legend>
        {CHOICES.map((choice) => (
          <label
            key={choice.role}
            className="flex cursor-pointer flex-col gap-3 rounded-xl border-2 border-gray-200 p-4 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600 dark:border-gray-700 dark:has-checked:border-brand-500 dark:has-checked:bg-gray-800"
          >
            <span className="flex items-center justify-between">
              <LineIcon d={choice.icon} className="size-7 text-brand-700 dark:text-brand-100" />
              <input
                type="radio"
                name="role"
                value={choice.role}
                checked={role === choice.role}
                onChange={() => setRole(choice.role)}
                className="size-5 accent-brand-600"
              />
            </span>
            <span className="font-semibold">{choice.label}</span>
          </label>
        ))}
      </fieldset>
      {children}
      <Button className="mt-6 w-full" disabled={!role || isPending} onClick={() => role && onContinue(role)}>
        {isPending ? 'Please wait...' : 'Continue'}
      </Button>
    </>
  );
}
