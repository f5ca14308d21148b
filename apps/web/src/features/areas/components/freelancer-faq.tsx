import { Accordion } from '../../../components/ui/accordion';

// The spec's three answers (§1); the questions are ours.
const FAQ = [
  {
    title: 'How do I get paid for my work?',
    content: (
      <>
        The client's payment is held in escrow and released to you when the milestones you agreed on are met.{' '}
        <a href="/safepay" className="font-semibold text-brand-700 underline dark:text-brand-100">
          How SafePay works
        </a>
      </>
    ),
  },
  {
    title: 'How do I find projects?',
    content:
      'Browse job listings, enter contests, or let Skillora match you with projects that fit your skills.',
  },
  {
    title: 'What support does Skillora give me?',
    content:
      'Dispute resolution if a project goes wrong, project management tools to keep work on track, and a community of freelancers to learn from.',
  },
];

export function FreelancerFaq() {
  return (
    <section aria-labelledby="faq-title">
      <h2 id="faq-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        Frequently asked questions
      </h2>
      <div className="mt-6">
        <Accordion items={FAQ} headingLevel={3} />
      </div>
    </section>
  );
}
