import { type SignupRole, STORAGE_KEYS } from '@skillora/shared/constants';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { storage } from '../../../lib/storage';
import { AuthLayout } from '../components/auth-layout';
import { RoleCards } from '../components/role-cards';
import { SignedOutOnly } from '../components/signed-out-only';

export function SelectRolePage() {
  return (
    <SignedOutOnly>
      <RoleChoice />
    </SignedOutOnly>
  );
}

function RoleChoice() {
  const navigate = useNavigate();
  const [role, setRole] = useState<SignupRole | null>(null);

  // Opening the role choice starts over.
  useEffect(() => storage.remove(STORAGE_KEYS.userRole), []);

  const onContinue = () => {
    if (!role) return;
    storage.set(STORAGE_KEYS.userRole, role);
    navigate('/signup');
  };

  return (
    <AuthLayout title="Join as a client or freelancer">
      <RoleCards role={role} onChange={setRole} />
      <Button className="mt-6 w-full" disabled={!role} onClick={onContinue}>
        Continue
      </Button>
      <p className="mt-6 text-center text-sm text-gray-700 dark:text-gray-300">
        Already have an account?{' '}
        <Link to="/login" className="font-semibold text-brand-700 hover:underline dark:text-brand-100">
          Login
        </Link>
      </p>
    </AuthLayout>
  );
}
