import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../../components/ui/logo';
import { SOCIAL_NETWORKS } from '../content';
import { useCurrentYear } from '../hooks/use-current-year';
import { FooterContact } from './footer-contact';
import { SpriteIcon } from './sprite-icon';

const footerLinkClass =
  'inline-flex min-h-6 items-center text-gray-700 underline-offset-2 hover:text-brand-700 hover:underline dark:text-gray-300 dark:hover:text-brand-100';

function FooterLinks({ links }: { links: ReadonlyArray<{ label: string; to: string }> }) {
  return (
    <ul className="space-y-3">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={footerLinkClass}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function FooterGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wider text-gray-900 uppercase dark:text-white">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </div>
  );
}

export function LandingFooter() {
  const year = useCurrentYear();
  return (
    <footer className="border-t border-gray-200 bg-gray-50 px-4 pt-14 pb-8 sm:px-6 lg:px-8 dark:border-gray-800 dark:bg-gray-900">
      <div className="mx-auto max-w-7xl">
        <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr_1fr_1.5fr]">
          <div>
            <Logo />
            <p className="mt-4 max-w-xs text-gray-700 dark:text-gray-300">
              The marketplace where clients and freelancers bring projects to life.
            </p>
          </div>
          <FooterGroup title="Help & Support">
            <FooterLinks
              links={[
                { label: 'How SafePay works', to: '/safepay' },
                { label: 'Fees', to: '/fees' },
                { label: 'How reputation works', to: '/reputation' },
                { label: 'Blog', to: '/blog' },
                { label: 'Terms of Service', to: '/terms' },
                { label: 'Privacy Policy', to: '/privacy' },
              ]}
            />
          </FooterGroup>
          <FooterGroup title="Follow us on">
            <ul className="flex gap-3">
              {SOCIAL_NETWORKS.map((network) => (
                <li
                  key={network.id}
                  className="inline-flex size-10 items-center justify-center rounded-full bg-white text-gray-700 ring-1 ring-gray-200 dark:bg-gray-800 dark:text-gray-200 dark:ring-gray-700"
                >
                  <SpriteIcon id={network.id} label={network.name} className="size-5" />
                </li>
              ))}
            </ul>
            <p className="mt-3 text-sm text-gray-700 dark:text-gray-300">Our pages open soon.</p>
          </FooterGroup>
          <FooterGroup title="About us">
            <FooterLinks
              links={[
                { label: 'About Skillora', to: '/about' },
                { label: 'Feedback', to: '/feedback' },
              ]}
            />
          </FooterGroup>
          <FooterGroup title="Contact us">
            <FooterContact />
          </FooterGroup>
        </div>
        <p className="mt-12 border-t border-gray-200 pt-8 text-sm text-gray-700 dark:border-gray-800 dark:text-gray-300">
          © {year} Skillora. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
