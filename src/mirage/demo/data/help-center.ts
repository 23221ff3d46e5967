/** Seed data of the help-centre area: FAQ and guide categories, FAQs and guides (fixed ids). */
import { seededRandom } from '../../shared/ids';

export interface HelpCategory {
  id: string;
  slug: string;
  title: string;
}
export interface Faq {
  id: string;
  categoryId: string;
  question: string;
  answer: string;
}
export interface Guide {
  id: string;
  categoryId: string;
  slug: string;
  title: string;
  subtitle: string;
}

const random = seededRandom(0x4e1b);

const category = (slug: string, title: string): HelpCategory => ({ id: random.uuid(), slug, title });

export const faqCategoryRows: HelpCategory[] = [
  category('most-asked', 'Most asked'),
  category('general-inquiries', 'General inquiries'),
  category('licenses', 'Licenses'),
  category('payments', 'Payments'),
  category('support', 'Support'),
];

const answer =
  'Magna consectetur culpa duis ad est tempor pariatur velit ullamco aute exercitation magna sunt commodo minim enim ' +
  'aliquip eiusmod ipsum adipisicing magna ipsum reprehenderit lorem magna voluptate magna aliqua culpa.';

const faqQuestions: Record<string, string[]> = {
  'most-asked': [
    'Is there a 14-days trial?',
    "What's the benefits of the Premium Membership?",
    'How much time I will need to learn this app?',
    'Are there any free tutorials available?',
    'Is there a month-to-month payment option?',
  ],
  'general-inquiries': [
    'How to download your items',
    'View and download invoices',
    "I've forgotten my username or password",
    'Why cannot I see my downloads?',
  ],
  licenses: ['How do licenses work for items I bought?', 'Do licenses have an expiry date?', 'I want to make multiple end products with the same item'],
  payments: ['Common PayPal, Skrill, and credit card issues', 'How do I find my transaction history?', 'PayPal disputes and chargebacks', 'Saving your credit card details'],
  support: ['What is item support?', 'How to contact an author', 'Extending and renewing item support', 'Rating or review removal policy'],
};

export const faqRows: Faq[] = faqCategoryRows.flatMap((c) =>
  (faqQuestions[c.slug] ?? []).map((question) => ({ id: random.uuid(), categoryId: c.id, question, answer })),
);

export const guideCategoryRows: HelpCategory[] = [
  category('getting-started', 'Getting Started'),
  category('projects', 'Projects'),
  category('settings', 'Settings'),
  category('payments', 'Payments'),
  category('your-account', 'Your Account'),
];

const guideTitles: Record<string, string[]> = {
  'getting-started': [
    'What is this app?', 'Start using the app', 'Signing in to the dashboard', 'Navigating within the app',
    'Creating your first project', 'Inviting your team', 'Keyboard shortcuts',
  ],
  projects: ['Creating a project', 'Renaming a project', 'Displaying a project', 'Deleting a project', 'Changing the visibility of a project', 'Adding media to a project'],
  settings: ['General settings', 'Project settings', 'Media settings', 'Domain settings', 'Privacy settings', 'Notification settings'],
  payments: ['Subscriptions', 'Discounts', 'Payment methods', 'Overdue payments'],
  'your-account': ['Changing your username', 'Changing your email', 'Changing your password', 'Closing your account', 'Account limits', 'Two factor authentication'],
};

const guideSlug = (title: string): string => title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export const guideRows: Guide[] = guideCategoryRows.flatMap((c) =>
  (guideTitles[c.slug] ?? []).map((title) => ({
    id: random.uuid(),
    categoryId: c.id,
    slug: guideSlug(title),
    title,
    subtitle: 'Excepteur sint occaecat cupidatat non proident, sunt in culpa qui officia deserunt mollit anim id est laborum',
  })),
);

/** The HTML body of a guide (answered only by the single-guide endpoint). */
export const guideContent = (guide: Guide): string =>
  `<h2>${guide.title}</h2>` +
  `<p class="lead">${guide.subtitle}.</p>` +
  '<p>Amet consectetur pariatur irure officia in sunt reprehenderit. Ut aute eiusmod velit veniam nisi minim eu.</p>' +
  '<ol><li>Open the menu at the top of the page.</li><li>Choose the section you need.</li><li>Follow the steps shown on screen.</li></ol>' +
  '<blockquote><p>Nisi consectetur officia sit fugiat excepteur magna reprehenderit.</p></blockquote>' +
  '<p>Esse dolor ea consequat mollit. Dolor nisi duis ea deserunt excepteur proident.</p>';
