import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';

/** A freelancer's list with nothing in it yet (saved jobs, proposals, invitations): it all starts at Find Work. */
export function FindWorkEmpty({ title, description }: { title: ReactNode; description: ReactNode }) {
  return (
    <EmptyState title={title} description={description}>
      <Link to="/freelancer/jobs" className={buttonClass('primary', 'mt-6 min-h-11')}>
        Find work
      </Link>
    </EmptyState>
  );
}
