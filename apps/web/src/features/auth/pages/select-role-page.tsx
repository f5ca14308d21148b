import { STORAGE_KEYS } from '@skillora/shared/constants';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { storage } from '../../../lib/storage';
import { AuthLayout, AuthSwitch } from '../components/auth-layout';
import { RolePicker } from '../components/role-picker';
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

  // Opening the role choice starts over.
  useEffect(() => storage.remove(STORAGE_KEYS.userRole), []);

  return (
    <AuthLayout title="Join as a client or freelancer">
      <RolePicker
        onContinue={(role) => {
          storage.set(STORAGE_KEYS.userRole, role);
          navigate('/signup');
        }}
      />
      <AuthSwitch />
    </AuthLayout>
  );
}
