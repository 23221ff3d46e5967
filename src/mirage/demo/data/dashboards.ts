/** Seed data of the dashboards (project, analytics, finance, crypto) and the activities page (fixed seed). */
import { seededRandom } from '../../shared/ids';
import { avatarPath, portrait } from './avatars';

export interface DashboardRow {
  id: 'project' | 'analytics' | 'finance' | 'crypto';
  data: Record<string, unknown>;
}
export interface Transaction {
  id: string;
  transactionId: string;
  name: string;
  /** Negative amounts are outgoing. */
  amount: number;
  status: 'completed' | 'pending';
  date: string;
}
export interface Statement {
  status: 'paid' | 'pending';
  date: string;
  limit: number;
  spent: number;
  minimum: number;
}
export interface Activity {
  id: string;
  icon?: string;
  image?: string;
  description: string;
  date: string;
  extraContent?: string;
  linkedContent?: string;
  link?: string;
  useRouter?: boolean;
}

const random = seededRandom(0xda5b);

const series = (length: number, min: number, max: number): number[] => Array.from({ length }, () => random.int(min, max));
const money = (value: number): number => Math.round(value * 100) / 100;
const day = (month: number, date: number, hour = 12): string => new Date(Date.UTC(2024, month, date, hour)).toISOString();
const weekDays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** SPEC §9: the finance statements' limit. */
export const STATEMENT_LIMIT = 34500;

const project = {
  githubIssues: {
    overview: {
      'this-week': { 'new-issues': 214, 'closed-issues': 75, fixed: 3, 'wont-fix': 4, 're-opened': 8, 'needs-triage': 6 },
      'last-week': { 'new-issues': 197, 'closed-issues': 72, fixed: 6, 'wont-fix': 11, 're-opened': 6, 'needs-triage': 5 },
    },
    labels: weekDays,
    series: {
      'this-week': [{ name: 'New issues', type: 'line', data: series(7, 20, 42) }, { name: 'Closed issues', type: 'column', data: series(7, 3, 16) }],
      'last-week': [{ name: 'New issues', type: 'line', data: series(7, 20, 42) }, { name: 'Closed issues', type: 'column', data: series(7, 3, 16) }],
    },
  },
  taskDistribution: {
    overview: { 'this-week': { new: 594, completed: 287 }, 'last-week': { new: 526, completed: 260 } },
    labels: ['API', 'Backend', 'Frontend', 'Issues'],
    series: { 'this-week': series(4, 10, 30), 'last-week': series(4, 10, 30) },
  },
  schedule: {
    today: [
      { title: 'Group Meeting', time: 'in 32 minutes', location: 'Conference room 1B' },
      { title: 'Coffee Break', time: '10:30 AM' },
      { title: 'Public Beta Release', time: '11:00 AM' },
      { title: 'Lunch', time: '12:10 PM' },
      { title: 'Dinner with David', time: '05:30 PM', location: 'Magnolia' },
    ],
    tomorrow: [
      { title: 'Marketing Meeting', time: '09:00 AM', location: 'Conference room 1A' },
      { title: 'Public Announcement', time: '11:00 AM' },
      { title: 'Meeting with Beta Testers', time: '03:00 PM', location: 'Conference room 2C' },
    ],
  },
  budgetDistribution: { categories: ['Concept', 'Design', 'Development', 'Extras', 'Marketing'], series: [{ name: 'Budget', data: series(5, 5, 45) }] },
  weeklyExpenses: { amount: 17663, labels: weekDays, series: [{ name: 'Expenses', data: series(7, 2000, 3500) }] },
  monthlyExpenses: { amount: 54663, labels: months.slice(0, 4), series: [{ name: 'Expenses', data: series(4, 10000, 16000) }] },
  yearlyExpenses: { amount: 648813, labels: months, series: [{ name: 'Expenses', data: series(12, 40000, 65000) }] },
  budgetDetails: {
    columns: ['type', 'total', 'expensesAmount', 'expensesPercentage', 'remainingAmount', 'remainingPercentage'],
    rows: ['Concept', 'Design', 'Development', 'Extras', 'Marketing'].map((type, i) => {
      const total = [14880, 21080, 34720, 18000, 25000][i] ?? 10000;
      const spent = money(total * (0.2 + random.next() * 0.7));
      return {
        id: i + 1, type, total, expensesAmount: spent, expensesPercentage: money((spent / total) * 100),
        remainingAmount: money(total - spent), remainingPercentage: money(((total - spent) / total) * 100),
      };
    }),
  },
  teamMembers: [
    ['Dejesus Michael', 'Sales Manager'], ['Mclaughlin Steele', 'Marketing Manager'], ['Laverne Dodson', 'Designer'],
    ['Trudy Berg', 'Sales Rep'], ['Lamb Underwood', 'Web Developer'], ['Mcleod Wagner', 'Web Developer'],
  ].map(([name = '', title], i) => ({
    id: random.uuid(), avatar: portrait(i % 2 ? 'female' : 'male', i + 1), name,
    email: `${name.toLowerCase().replace(' ', '')}@mail.biz`, phone: `+1-${random.int(800, 999)}-${random.int(400, 599)}-${random.int(1000, 9999)}`, title,
  })),
};

const analytics = {
  visitors: {
    series: {
      'this-year': [{ name: 'Visitors', data: months.map((_, i) => ({ x: day(i, 1), y: random.int(4000, 9000) })) }],
      'last-year': [{ name: 'Visitors', data: months.map((_, i) => ({ x: day(i, 1), y: random.int(3000, 8000) })) }],
    },
  },
  conversions: { amount: 4123, labels: weekDays, series: [{ name: 'Conversions', data: series(7, 400, 700) }] },
  impressions: { amount: 46085, labels: weekDays, series: [{ name: 'Impressions', data: series(7, 5000, 8000) }] },
  visits: { amount: 62083, labels: weekDays, series: [{ name: 'Visits', data: series(7, 7000, 10000) }] },
  visitorsVsPageViews: {
    overallScore: 472, averageRatio: 45, predictedRatio: 55,
    series: [
      { name: 'Page Views', data: months.map((_, i) => ({ x: day(i, 1), y: random.int(3000, 6000) })) },
      { name: 'Visitors', data: months.map((_, i) => ({ x: day(i, 1), y: random.int(1500, 4000) })) },
    ],
  },
  newVsReturning: { uniqueVisitors: 46085, series: [80, 20], labels: ['New', 'Returning'] },
  gender: { uniqueVisitors: 46085, series: [55, 45], labels: ['Male', 'Female'] },
  age: { uniqueVisitors: 46085, series: [35, 65], labels: ['Under 30', 'Over 30'] },
  language: { uniqueVisitors: 46085, series: [25, 75], labels: ['English', 'Other'] },
};

const transactions: Transaction[] = [
  ['Salary', 4250], ['Rent', -1800], ['Groceries', -136.2], ['Freelance project', 1200], ['Electricity bill', -87.45],
  ['Restaurant', -54.9], ['Refund', 49.99], ['Phone bill', -35], ['Gym membership', -42], ['Dividends', 310.75],
].map(([name, amount], i) => ({
  id: random.uuid(),
  transactionId: `${random.int(100, 999)}${['AA', 'BC', 'DE', 'FG'][i % 4]}-${random.int(10000, 99999)}`,
  name: name as string,
  amount: amount as number,
  status: i < 3 ? 'pending' : 'completed',
  date: day(5, 28 - i * 2),
}));

const previousStatement: Statement = { status: 'paid', date: day(4, 15), limit: STATEMENT_LIMIT, spent: 27221.21, minimum: 7331.94 };
const currentStatement: Statement = { status: 'pending', date: day(5, 15), limit: STATEMENT_LIMIT, spent: 39819.41, minimum: 9112.51 };

const finance = {
  accountBalance: {
    growRate: 38.33, ami: 45332,
    series: [
      { name: 'Predicted', data: months.map((_, i) => ({ x: day(i, 1), y: money(12000 + i * 900 + random.int(0, 2000)) })) },
      { name: 'Actual', data: months.map((_, i) => ({ x: day(i, 1), y: money(11000 + i * 850 + random.int(0, 2500)) })) },
    ],
  },
  budget: { expenses: 18000, expensesLimit: 20000, savings: 12000, savingsGoal: 20000, bills: 1600, billsLimit: 1000 },
  previousStatement,
  currentStatement,
  recentTransactions: transactions,
};

/** The last 60 minutes of prices, x from -59 to 0. */
const coinSeries = (base: number) => Array.from({ length: 60 }, (_, i) => ({ x: i - 59, y: money(base * (0.96 + random.next() * 0.08)) }));

const crypto = {
  btc: {
    amount: 8878.48, trend: { dir: 'up', amount: 0.17 }, marketCap: 148752956966, volume: 22903438381, supply: 18168448, allTimeHigh: 19891,
    price: { series: [{ name: 'Price', data: coinSeries(8878) }] },
  },
  prices: { btc: 8878.48, eth: 170.46, bch: 359.93, xrp: 0.23512 },
  wallets: { btc: 24.97311243, eth: 126.3212, bch: 78.454412, xrp: 11278.881 },
  watchlist: [
    ['Ethereum', 'ETH', 170.46, 'up', 2.35, 170],
    ['Bitcoin Cash', 'BCH', 359.93, 'up', 9.94, 360],
    ['XRP', 'XRP', 0.23512, 'down', 0.35, 0.235],
    ['Litecoin', 'LTC', 60.15, 'down', 0.47, 60],
    ['Zcash', 'ZEC', 58.41, 'down', 8.79, 58],
    ['Bitcoin Gold', 'BTG', 12.23, 'up', 4.42, 12],
  ].map(([title, iso, amount, dir, change, base]) => ({
    iso, title, amount, trend: { dir, amount: change }, series: [{ name: 'Price', data: coinSeries(base as number) }],
  })),
};

export const dashboardRows: DashboardRow[] = [
  { id: 'project', data: project },
  { id: 'analytics', data: analytics },
  { id: 'finance', data: finance },
  { id: 'crypto', data: crypto },
];

export const activityRows: Activity[] = [
  { icon: 'heroicons_solid:star', description: 'Your submission has been accepted', extraContent: '<div class="font-bold">Congratulations!</div>' },
  { image: avatarPath('male-04'), description: '<strong>Leo Gill</strong> added you to <em>Top Secret Project</em> group and assigned you as a <em>Project Manager</em>', linkedContent: 'Top Secret Project', link: '/dashboards/project', useRouter: true },
  { icon: 'heroicons_solid:envelope', description: 'You have 15 unread mails across 3 mailboxes', link: '/apps/mailbox', useRouter: true },
  { icon: 'heroicons_solid:user', description: 'Your profile picture was changed' },
  { image: avatarPath('female-01'), description: '<strong>Roger Grant</strong> and 3 others liked your post', extraContent: '<p>Lorem ipsum dolor sit amet.</p>' },
  { icon: 'heroicons_solid:check-circle', description: 'Your code review request was approved', linkedContent: 'Pull request #2341', link: 'https://example.com', useRouter: false },
  { icon: 'heroicons_solid:calendar', description: 'You have an upcoming meeting: <strong>Group Meeting</strong>' },
  { image: avatarPath('male-02'), description: '<strong>Cheryl Obrien</strong> mentioned you in a comment', link: '/apps/tasks', useRouter: true },
  { icon: 'heroicons_solid:exclamation-triangle', description: 'Your subscription will expire in 7 days' },
  { icon: 'heroicons_solid:chat-bubble-left', description: 'You have a new message from <strong>Tina Harris</strong>', link: '/apps/chat', useRouter: true },
  { icon: 'heroicons_solid:arrow-down-tray', description: 'Your export is ready to download', linkedContent: 'export-2024-06.csv', link: 'https://example.com/export', useRouter: false },
  { icon: 'heroicons_solid:sparkles', description: 'A new version of the app is available', extraContent: '<p>Read the changelog for details.</p>' },
].map((activity, i) => ({ id: random.uuid(), date: new Date(Date.UTC(2024, 5, 30, 18) - i * 9 * 3_600_000).toISOString(), ...activity }));
