import { Icon, type IconName } from './icons';

const POINTS: ReadonlyArray<{ icon: IconName; text: string }> = [
  { icon: 'freelancers', text: 'Clients and freelancers' },
  { icon: 'categories', text: 'Job categories and skills' },
  { icon: 'payments', text: 'Contracts and payments' },
];

/** The login screen's left panel: the spec's welcome and what the console manages. */
export function AdminLoginPanel() {
  return (
    <section className="relative flex flex-col justify-center overflow-hidden bg-gradient-to-br from-brand-700 via-brand-800 to-gray-950 px-8 py-10 text-white lg:px-14">
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 size-72 rounded-full bg-white/10 blur-2xl"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-32 -left-16 size-80 rounded-full bg-brand-500/30 blur-3xl"
      />
      <div className="relative">
        <p className="text-sm font-semibold tracking-widest text-brand-100 uppercase">Skillora Admin</p>
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">Welcome to Skillora Admin</h1>
        <ul className="mt-8 hidden space-y-3 md:block">
          {POINTS.map((point) => (
            <li key={point.text} className="flex items-center gap-3 text-brand-50">
              <span className="flex size-9 items-center justify-center rounded-lg bg-white/10">
                <Icon name={point.icon} />
              </span>
              {point.text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
