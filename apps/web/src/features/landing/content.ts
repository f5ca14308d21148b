/** The landing page's fixed texts, in the spec's words where it gives them (§2 'Public landing page'). */

/** The top bar's sections (also the phone's drawer). */
export const NAV_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'Find Talent', to: '/talent' },
  { label: 'Find Work', to: '/jobs' },
  { label: 'About Us', to: '/about' },
] as const;

export const HERO_SLIDES = ['Project Collaboration', 'Teamwork', 'Freelancing'] as const;
export type HeroSlide = (typeof HERO_SLIDES)[number];

export const WORK_GAME_BULLETS = [
  { title: 'No cost to join', text: 'Register, browse talent profiles and explore projects for free.' },
  { title: 'Post a job and hire top talent', text: 'Or let us search for you and bring you a shortlist.' },
  { title: 'Work without breaking the bank', text: 'Affordable help, with the lowest fees in the industry.' },
] as const;

/**
 * The eight tiles, in the spec's order; `icon` names a symbol in assets/icons.svg. Each tile links to the
 * job search filtered by the listed category of the same name (case-insensitive), or searches its name.
 */
export const CATEGORIES = [
  { name: 'Web Development', icon: 'code' },
  { name: 'Graphic Design', icon: 'pen' },
  { name: 'Content Writing', icon: 'doc' },
  { name: 'Digital Marketing', icon: 'megaphone' },
  { name: 'App Development', icon: 'phone' },
  { name: 'UI/UX Design', icon: 'layout' },
  { name: 'Video Editing', icon: 'film' },
  { name: 'Data Science', icon: 'chart' },
] as const;

export const REASONS = [
  {
    title: 'Value',
    icon: 'tag',
    text: 'Joining is free, the work is affordable and our fees are the lowest in the industry.',
  },
  {
    title: 'Security',
    icon: 'shield',
    text: 'SafePay protects every payment, and you choose the payment method that suits you.',
    link: { to: '/safepay', label: 'How SafePay works' },
  },
  {
    title: 'Credibility',
    icon: 'badge',
    text: 'Thousands of freelancers and businesses already trust Skillora to get work done.',
  },
  {
    title: 'Flexibility',
    icon: 'clock',
    text: 'Work on your own schedule, and hire or get hired for the way you like to work.',
  },
] as const;

/** Made-up companies; each `id` is a symbol in assets/companies.svg. */
export const COMPANIES = [
  { id: 'lumora', name: 'Lumora' },
  { id: 'quillstack', name: 'Quillstack' },
  { id: 'brightpath', name: 'Brightpath' },
  { id: 'vertexa', name: 'Vertexa' },
  { id: 'cobalt', name: 'Cobalt & Co' },
  { id: 'nimbus', name: 'Nimbus Labs' },
  { id: 'orbitly', name: 'Orbitly' },
  { id: 'fernway', name: 'Fernway' },
  { id: 'helix', name: 'Helix Grid' },
  { id: 'tidewater', name: 'Tidewater' },
] as const;

export const SOCIAL_NETWORKS = [
  { id: 'facebook', name: 'facebook' },
  { id: 'instagram', name: 'instagram' },
  { id: 'x', name: 'X' },
  { id: 'youtube', name: 'youtube' },
] as const;
