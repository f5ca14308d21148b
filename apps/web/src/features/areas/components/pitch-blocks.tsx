import { IconCard } from '../../../components/ui/icon-card';
import { LineIcon } from '../../../components/ui/line-icon';

const BLOCKS = [
  {
    title: 'DO IT',
    text: 'Get verified and join a community of skilled freelancers that clients trust.',
    icon: 'M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10zM9 12l2 2 4-4',
  },
  {
    title: 'WORK IT',
    text: 'Take direct hires from clients, or win work in a competitive marketplace.',
    icon: 'M4 7h16v12H4zM9 7V5h6v2M4 12h16',
  },
  {
    title: 'EARN IT',
    text: 'Get paid securely for the work you deliver, every time.',
    icon: 'M12 3v18M17 7H9.5a3 3 0 0 0 0 6h5a3 3 0 0 1 0 6H7',
  },
] as const;

/** The freelancer home's three pitch blocks (spec §1). */
export function PitchBlocks() {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {BLOCKS.map((block) => (
        <IconCard
          key={block.title}
          icon={<LineIcon d={block.icon} className="size-6" round />}
          iconClassName="bg-brand-50 text-brand-700 dark:bg-gray-800 dark:text-brand-100"
          heading={
            <h2 className="mt-5 text-xl font-extrabold tracking-wide text-brand-700 dark:text-brand-100">
              {block.title}
            </h2>
          }
          text={block.text}
        />
      ))}
    </ul>
  );
}
