// The words of the large data set's job posts (seed-large-jobs.ts): per theme (one of the eight default
// categories), the skills a job picks from, title templates and sentences about the work; plus sentences
// any post may carry. {skill}, {skill2} and {industry} are filled in per job, so a term's frequency
// resembles a real board's (a skill name is common inside its theme and rare outside it).

export const SKILLS_BY_CATEGORY: Record<string, string[]> = {
  'Web Development': [
    'JavaScript',
    'TypeScript',
    'React',
    'Node.js',
    'PHP',
    'Laravel',
    'HTML',
    'CSS',
    'Tailwind CSS',
    'PostgreSQL',
    'MongoDB',
    'Django',
    'Python',
    'AWS',
    'Docker',
  ],
  'Graphic Design': ['Figma', 'Adobe Photoshop', 'Adobe Illustrator', 'Logo Design', 'Branding'],
  'Content Writing': ['Copywriting', 'Blog Writing', 'Technical Writing', 'SEO'],
  'Digital Marketing': ['SEO', 'Social Media Marketing', 'Google Ads', 'Email Marketing', 'Copywriting'],
  'App Development': ['Swift', 'Kotlin', 'Flutter', 'React Native', 'JavaScript', 'TypeScript', 'Node.js'],
  'UI/UX Design': ['Figma', 'Adobe Photoshop', 'HTML', 'CSS'],
  'Video Editing': ['Video Production', 'Adobe Premiere Pro', 'After Effects', 'Motion Graphics'],
  'Data Science': ['Python', 'Data Analysis', 'Machine Learning', 'SQL', 'Excel', 'Power BI', 'PostgreSQL'],
};

export const TITLES: Record<string, string[]> = {
  'Web Development': [
    'Build a {skill} website for a {industry}',
    'Fix bugs in our {skill} web app',
    '{skill} developer for an online store',
    'Landing page in {skill} for a {industry}',
    'Full-stack {skill} developer for a SaaS dashboard',
    'Speed up a slow {skill} site',
    'REST API in {skill} for a {industry}',
    'Shopify theme changes for a {industry}',
    'Member portal for a {industry}',
  ],
  'Graphic Design': [
    'Logo and brand kit for a {industry}',
    'Social media graphics for a {industry}',
    'Packaging design in {skill}',
    'Redesign our brochure with {skill}',
    'Business cards and letterhead',
    'Illustrations for a children book',
  ],
  'Content Writing': [
    'Blog posts for a {industry}',
    'Website copy for a {industry}',
    'Technical documentation for our API',
    'Ghostwriter for a {industry} newsletter',
    'Product descriptions for an online shop',
    'Case studies for a {industry}',
  ],
  'Digital Marketing': [
    '{skill} expert to grow a {industry}',
    'Run Google Ads for a {industry}',
    'Email campaign for a {industry}',
    'Social media manager for a {industry}',
    'SEO audit of our website',
    'Launch plan for a new product',
  ],
  'App Development': [
    '{skill} mobile app for a {industry}',
    'Fix crashes in our {skill} app',
    'Build an MVP app in {skill}',
    'Booking app for a {industry}',
    'Publish our app to the App Store',
    'Offline mode for a {skill} app',
  ],
  'UI/UX Design': [
    'UX audit of our {industry} website',
    'Design a mobile app in {skill}',
    'Dashboard UI in {skill}',
    'Redesign the checkout of a {industry}',
    'Design system in {skill}',
    'Wireframes for a new onboarding flow',
  ],
  'Video Editing': [
    'Edit YouTube videos for a {industry}',
    'Promo video with {skill}',
    'Motion graphics intro for a {industry}',
    'Cut a product demo video',
    'Subtitles and colour grading for a short film',
    'Wedding video edit',
  ],
  'Data Science': [
    'Sales dashboard in {skill}',
    'Machine learning model to predict churn',
    'Clean and analyse survey data with {skill}',
    'Data pipeline for a {industry}',
    'Forecast demand for a {industry}',
    'Automate our Excel reports',
  ],
};

export const CATEGORY_SENTENCES: Record<string, string[]> = {
  'Web Development': [
    'The landing page should load fast and look good on phones.',
    'There is an existing REST API that the site has to call.',
    'We host on AWS and deploy with Docker today.',
    'The current WordPress site is slow and hard to update.',
    'We need a contact form, a blog and a simple admin area.',
    'Checkout should accept cards and send a receipt by email.',
    'The codebase is {skill} and needs tests before new features.',
  ],
  'Graphic Design': [
    'We want a modern, friendly look that works in print and online.',
    'Deliver vector files and a one page style guide.',
    'Our colours are green and sand; the font is open to suggestions.',
    'Please show three concepts before we pick one to refine.',
    'The logo must read well at small sizes.',
  ],
  'Content Writing': [
    'Each article should be around 1200 words and well researched.',
    'Our readers are busy owners who want practical advice.',
    'We provide topics and keywords; you propose outlines.',
    'A friendly, plain tone works best for our audience.',
    'Please include sources and a short meta description.',
  ],
  'Digital Marketing': [
    'Our monthly ad budget is modest, so every click counts.',
    'We want more qualified leads, not just traffic.',
    'Report results weekly with clear next steps.',
    'We sell mostly to local customers within 20 miles.',
    'The newsletter goes out twice a month to 8000 subscribers.',
  ],
  'App Development': [
    'The app must work on both iOS and Android.',
    'Users log in with email or Apple and Google accounts.',
    'Push notifications remind customers about bookings.',
    'The backend already exists and exposes a JSON API.',
    'Crash reports point to the payment screen.',
  ],
  'UI/UX Design': [
    'We have analytics showing where users drop off.',
    'Deliver clickable prototypes and annotated screens.',
    'Accessibility is important: contrast, focus and screen readers.',
    'Run a few short interviews with our customers.',
    'The design should reuse our existing components.',
  ],
  'Video Editing': [
    'We shoot on phones and need the footage to look professional.',
    'Videos are 8 to 12 minutes with captions and music.',
    'Add lower thirds, a logo sting and simple transitions.',
    'Turnaround should be three days per video.',
    'We provide raw clips, a script and brand assets.',
  ],
  'Data Science': [
    'The data lives in spreadsheets and a PostgreSQL database.',
    'We want a model we can retrain every month.',
    'Explain the results in plain language for the managers.',
    'Build dashboards the team can filter by region and month.',
    'About two million rows of sales history are available.',
  ],
};

export const GENERIC_SENTENCES = [
  'We are a small {industry} looking for someone reliable to help us with this project.',
  'You will work directly with our founder and get feedback within a day.',
  'Please share examples of similar work, ideally for a {industry}.',
  'We have a rough brief and references, and we are open to your suggestions.',
  'The first milestone is a short plan, then we move on to the work itself.',
  'Good communication in English matters more to us than speed.',
  'We would like to start next week and keep working together if it goes well.',
  'Experience with {skill} is required; {skill2} is a plus.',
  'We need weekly updates and access to the work in progress.',
  'Budget is flexible for the right person with a strong portfolio.',
  'Tell us how you would approach this and how long you think it takes.',
  'This could become a long-term collaboration.',
];

export const RARE_SENTENCE = 'Experience with Kubernetes deployments is a plus.';

export const INDUSTRIES = [
  'dental clinic',
  'bakery',
  'law firm',
  'fitness studio',
  'real estate agency',
  'nonprofit',
  'travel startup',
  'restaurant',
  'fintech startup',
  'online school',
  'coffee roaster',
  'architecture studio',
  'pet shop',
  'recruitment agency',
  'yoga retreat',
  'bike repair shop',
];

/** A proposal's cover letter is two or three of these. */
export const COVER_LETTER_SENTENCES = [
  'I have done this kind of work many times and would be glad to help you with it.',
  'I read your brief carefully and have a few questions about the timeline.',
  'My portfolio has three projects very close to what you describe.',
  'I can start this week and share progress every few days.',
  'I usually begin with a short call to agree on the goals and the first milestone.',
  'I have worked with several small businesses like yours.',
  'I am happy to do a small paid trial task first.',
  'You will get clean, documented work and a handover at the end.',
];
