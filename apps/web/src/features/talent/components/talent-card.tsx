import type { FreelancerSummary } from '@skillora/shared';
import { countryName } from '@skillora/shared/countries';
import { Avatar } from '../../../components/ui/avatar';
import { CardTitleLink } from '../../../components/ui/card-title-link';
import { ReputationSummary } from '../../../components/ui/reputation-summary';
import { SkillChips } from '../../../components/ui/skill-chips';
import { formatMonth } from '../../../lib/format';
import { Money } from '../../../lib/money';

export const freelancerPath = (id: string) => `/freelancers/${id}`;

type TalentCardProps = { freelancer: FreelancerSummary; linkState?: unknown };

/** One freelancer in the results: who, what they do, their rate, reputation and skills; the name opens the profile. */
export function TalentCard({ freelancer, linkState }: TalentCardProps) {
  return (
    <article className="rounded-2xl bg-white p-5 ring-1 ring-gray-200 sm:p-6 dark:bg-gray-900 dark:ring-gray-800">
      <div className="flex items-start gap-4">
        <Avatar name={freelancer.name} photoUrl={freelancer.photoUrl} className="size-14 text-lg" />
        <div className="min-w-0 flex-1">
          <CardTitleLink to={freelancerPath(freelancer.id)} state={linkState}>
            {freelancer.name}
          </CardTitleLink>
          <p className="font-medium text-balance text-gray-800 dark:text-gray-200">{freelancer.title}</p>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-700 dark:text-gray-300">
            <li className="font-semibold text-gray-900 dark:text-white">
              <Money cents={freelancer.hourlyRateCents} style="short" /> /hr
            </li>
            <li>
              <ReputationSummary reputation={freelancer.reputation} />
            </li>
            {freelancer.country && <li>{countryName(freelancer.country)}</li>}
            {freelancer.category && <li>{freelancer.category.name}</li>}
            <li>Member since {formatMonth(freelancer.memberSince)}</li>
          </ul>
        </div>
      </div>
      <p className="mt-3 line-clamp-3 text-sm whitespace-pre-line text-gray-800 dark:text-gray-200">
        {freelancer.excerpt}
      </p>
      <SkillChips skills={freelancer.skills} label={`Skills of ${freelancer.name}`} className="mt-4" />
    </article>
  );
}
