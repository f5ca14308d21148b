import { LineIcon } from '../../../components/ui/line-icon';

const PATHS = {
  dashboard: 'M4 4h6v8H4zM14 4h6v5h-6zM14 13h6v7h-6zM4 16h6v4H4z',
  clients: 'M3 8h18v11H3zM8 8V5h8v3M3 13h18',
  freelancers: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 20c0-3.5 3.6-6 8-6s8 2.5 8 6',
  jobs: 'M9 3h6v4H9zM9 5H6v16h12V5h-3M9 12h6M9 16h4',
  contracts: 'M6 3h9l4 4v14H6zM14 3v5h5M9 13h7M9 17h5',
  payments: 'M3 6h18v13H3zM3 10h18M7 15h4',
  categories: 'M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z',
  skills: 'M13 2 4 14h7l-1 8 9-12h-7z',
  logout: 'M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 16l-4-4 4-4M6 12h10',
  menu: 'M4 6h16M4 12h16M4 18h16',
  chevronDown: 'm6 9 6 6 6-6',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4',
  close: 'M6 6l12 12M18 6 6 18',
  plus: 'M12 5v14M5 12h14',
  edit: 'M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4',
  blocked: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM5.6 5.6l12.8 12.8',
  hidden:
    'M3 3l18 18M10.6 10.6a2 2 0 0 0 2.8 2.8M9.9 5.2A9.6 9.6 0 0 1 12 5c5 0 9 4.5 10 7a12.5 12.5 0 0 1-2.8 3.8M6.6 6.6C4.3 8 2.7 10.2 2 12c1 2.5 5 7 10 7a9.6 9.6 0 0 0 5.4-1.6',
  proposals: 'M22 2 11 13M22 2l-7 20-4-9-9-4z',
  feedback: 'M4 5h16v11H9l-5 4z',
  messages: 'M4 4h16v12H8l-4 4zM8 9h8M8 12h5',
  flag: 'M5 21V4M5 4h11l-2 4 2 4H5',
  lock: 'M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4',
} as const;

export type IconName = keyof typeof PATHS;

/** Line icons for the admin console; decorative, so hidden from assistive technology. */
export function Icon({ name, className = 'size-5' }: { name: IconName; className?: string }) {
  return <LineIcon d={PATHS[name]} className={`shrink-0 ${className}`} strokeWidth={1.8} round />;
}
