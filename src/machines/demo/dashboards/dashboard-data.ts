/**
 * The demo dashboards' datasets (GET /api/dashboards/{project|analytics|finance|crypto}, SPEC §7 "Dashboards") and the
 * activities (GET /api/pages/activities), as the screens draw them, each read field by field (./read-answer.ts).
 */
import { arr, dict, inAppPath, isoInstant, keyed, MAX_TEXT, num, obj, oneOf, optStr, picture, str, webAddress, type Raw } from '../read-answer';

export const dashboardNames = ['project', 'analytics', 'finance', 'crypto'] as const;
export type DashboardName = (typeof dashboardNames)[number];
export const isDashboardName = (value: string): value is DashboardName => (dashboardNames as readonly string[]).includes(value);

/** A named row of numbers over labels given next to it (weekdays, months, categories). */
export interface NumberSeries {
  name: string;
  data: number[];
}
/** A named row of points: x is an instant (ISO) or a number (minutes from now). */
export interface PointSeries<X extends string | number = string> {
  name: string;
  data: { x: X; y: number }[];
}
/** A headline figure with its small chart (weekly expenses, conversions). */
export interface Figure {
  amount: number;
  labels: string[];
  series: NumberSeries[];
}

export const weekPeriods = ['this-week', 'last-week'] as const;
export type WeekPeriod = (typeof weekPeriods)[number];
export const yearPeriods = ['this-year', 'last-year'] as const;
export type YearPeriod = (typeof yearPeriods)[number];
export const scheduleDays = ['today', 'tomorrow'] as const;
export type ScheduleDay = (typeof scheduleDays)[number];

export const issueKinds = ['new-issues', 'closed-issues', 'fixed', 'wont-fix', 're-opened', 'needs-triage'] as const;
export type IssueKind = (typeof issueKinds)[number];

export interface ScheduleItem {
  title: string;
  time: string;
  location?: string;
}
export interface BudgetRow {
  id: number;
  type: string;
  total: number;
  expensesAmount: number;
  expensesPercentage: number;
  remainingAmount: number;
  remainingPercentage: number;
}
export interface TeamMember {
  id: string;
  avatar: string;
  name: string;
  email: string;
  phone: string;
  title: string;
}

export interface ProjectDashboard {
  githubIssues: {
    overview: Record<WeekPeriod, Record<IssueKind, number>>;
    labels: string[];
    series: Record<WeekPeriod, (NumberSeries & { type: 'line' | 'column' })[]>;
  };
  taskDistribution: { overview: Record<WeekPeriod, { new: number; completed: number }>; labels: string[]; series: Record<WeekPeriod, number[]> };
  schedule: Record<ScheduleDay, ScheduleItem[]>;
  budgetDistribution: { categories: string[]; series: NumberSeries[] };
  weeklyExpenses: Figure;
  monthlyExpenses: Figure;
  yearlyExpenses: Figure;
  budgetDetails: { rows: BudgetRow[] };
  teamMembers: TeamMember[];
}

export interface Split {
  uniqueVisitors: number;
  series: number[];
  labels: string[];
}
export interface AnalyticsDashboard {
  visitors: { series: Record<YearPeriod, PointSeries[]> };
  conversions: Figure;
  impressions: Figure;
  visits: Figure;
  visitorsVsPageViews: { overallScore: number; averageRatio: number; predictedRatio: number; series: PointSeries[] };
  newVsReturning: Split;
  gender: Split;
  age: Split;
  language: Split;
}

export interface Transaction {
  id: string;
  transactionId: string;
  name: string;
  /** Negative is outgoing. */
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
export interface FinanceDashboard {
  accountBalance: { growRate: number; ami: number; series: PointSeries[] };
  budget: { expenses: number; expensesLimit: number; savings: number; savingsGoal: number; bills: number; billsLimit: number };
  previousStatement: Statement;
  currentStatement: Statement;
  recentTransactions: Transaction[];
}

export interface Trend {
  dir: 'up' | 'down';
  amount: number;
}
export interface Coin {
  iso: string;
  title: string;
  amount: number;
  trend: Trend;
  series: PointSeries<number>[];
}
export interface CryptoDashboard {
  btc: { amount: number; trend: Trend; marketCap: number; volume: number; supply: number; allTimeHigh: number; series: PointSeries<number>[] };
  prices: Record<string, number>;
  wallets: Record<string, number>;
  watchlist: Coin[];
}

export type Dashboard =
  | { name: 'project'; data: ProjectDashboard }
  | { name: 'analytics'; data: AnalyticsDashboard }
  | { name: 'finance'; data: FinanceDashboard }
  | { name: 'crypto'; data: CryptoDashboard };

export interface Activity {
  id: string;
  /** A Heroicons name (`heroicons_solid:star`), when the activity has no picture. */
  icon?: string;
  /** An avatar: an app path or a data: image. */
  image?: string;
  /** Untrusted HTML: shown only through the sanitizing SafeHtml. */
  description: string;
  date: string;
  /** Untrusted HTML. */
  extraContent?: string;
  linkedContent?: string;
  /** An app path when `useRouter`, otherwise an http(s) address of another site. */
  link?: string;
  useRouter: boolean;
}

// --- readers -------------------------------------------------------------------------------------------------

const numbers = (raw: unknown, path: string) => arr(raw, path, num);
const labels = (raw: unknown, path: string) => arr(raw, path, (v, p) => str(v, p, 80));

const numberSeries = (raw: unknown, path: string): NumberSeries => {
  const o = obj(raw, path);
  return { name: str(o.name, `${path}.name`, 80), data: numbers(o.data, `${path}.data`) };
};

const pointSeries = (raw: unknown, path: string): PointSeries => {
  const o = obj(raw, path);
  return {
    name: str(o.name, `${path}.name`, 80),
    data: arr(o.data, `${path}.data`, (v, p) => {
      const point = obj(v, p);
      return { x: isoInstant(point.x, `${p}.x`), y: num(point.y, `${p}.y`) };
    }),
  };
};

const minuteSeries = (raw: unknown, path: string): PointSeries<number> => {
  const o = obj(raw, path);
  return {
    name: str(o.name, `${path}.name`, 80),
    data: arr(o.data, `${path}.data`, (v, p) => {
      const point = obj(v, p);
      return { x: num(point.x, `${p}.x`), y: num(point.y, `${p}.y`) };
    }),
  };
};

/** Labels and every series of numbers must line up, or the chart would draw numbers under the wrong label. */
const aligned = (labelList: string[], series: { data: unknown[] }[], path: string) => {
  if (series.some((s) => s.data.length !== labelList.length)) throw new TypeError(`${path}: a series does not match its labels`);
};

const figure = (raw: unknown, path: string): Figure => {
  const o = obj(raw, path);
  const result = { amount: num(o.amount, `${path}.amount`), labels: labels(o.labels, `${path}.labels`), series: arr(o.series, `${path}.series`, numberSeries) };
  aligned(result.labels, result.series, path);
  return result;
};

const trend = (raw: unknown, path: string): Trend => {
  const o = obj(raw, path);
  return { dir: oneOf(o.dir, `${path}.dir`, ['up', 'down'] as const), amount: num(o.amount, `${path}.amount`) };
};

export function parseProject(raw: unknown): ProjectDashboard {
  const r = obj(raw, 'project');
  const gi = obj(r.githubIssues, 'githubIssues');
  const githubIssues: ProjectDashboard['githubIssues'] = {
    overview: keyed(gi.overview, 'githubIssues.overview', weekPeriods, (v, p) => keyed(v, p, issueKinds, num)),
    labels: labels(gi.labels, 'githubIssues.labels'),
    series: keyed(gi.series, 'githubIssues.series', weekPeriods, (v, p) =>
      arr(v, p, (s, sp) => ({ ...numberSeries(s, sp), type: oneOf(obj(s, sp).type, `${sp}.type`, ['line', 'column'] as const) })),
    ),
  };
  for (const period of weekPeriods) aligned(githubIssues.labels, githubIssues.series[period], `githubIssues.series.${period}`);
  const td = obj(r.taskDistribution, 'taskDistribution');
  const taskDistribution: ProjectDashboard['taskDistribution'] = {
    overview: keyed(td.overview, 'taskDistribution.overview', weekPeriods, (v, p) => keyed(v, p, ['new', 'completed'] as const, num)),
    labels: labels(td.labels, 'taskDistribution.labels'),
    series: keyed(td.series, 'taskDistribution.series', weekPeriods, numbers),
  };
  for (const period of weekPeriods) aligned(taskDistribution.labels, [{ data: taskDistribution.series[period] }], `taskDistribution.series.${period}`);
  const scheduleItem = (v: unknown, p: string): ScheduleItem => {
    const o = obj(v, p);
    const location = optStr(o.location, `${p}.location`);
    return { title: str(o.title, `${p}.title`), time: str(o.time, `${p}.time`, 40), ...(location !== undefined ? { location } : {}) };
  };
  const bd = obj(r.budgetDistribution, 'budgetDistribution');
  const budgetDistribution = { categories: labels(bd.categories, 'budgetDistribution.categories'), series: arr(bd.series, 'budgetDistribution.series', numberSeries) };
  aligned(budgetDistribution.categories, budgetDistribution.series, 'budgetDistribution');
  const details = obj(r.budgetDetails, 'budgetDetails');
  return {
    githubIssues,
    taskDistribution,
    schedule: keyed(r.schedule, 'schedule', scheduleDays, (v, p) => arr(v, p, scheduleItem)),
    budgetDistribution,
    weeklyExpenses: figure(r.weeklyExpenses, 'weeklyExpenses'),
    monthlyExpenses: figure(r.monthlyExpenses, 'monthlyExpenses'),
    yearlyExpenses: figure(r.yearlyExpenses, 'yearlyExpenses'),
    budgetDetails: {
      rows: arr(details.rows, 'budgetDetails.rows', (v, p) => {
        const o = obj(v, p);
        return {
          id: num(o.id, `${p}.id`),
          type: str(o.type, `${p}.type`, 80),
          total: num(o.total, `${p}.total`),
          expensesAmount: num(o.expensesAmount, `${p}.expensesAmount`),
          expensesPercentage: num(o.expensesPercentage, `${p}.expensesPercentage`),
          remainingAmount: num(o.remainingAmount, `${p}.remainingAmount`),
          remainingPercentage: num(o.remainingPercentage, `${p}.remainingPercentage`),
        };
      }),
    },
    teamMembers: arr(r.teamMembers, 'teamMembers', (v, p) => {
      const o = obj(v, p);
      return {
        id: str(o.id, `${p}.id`, 80),
        avatar: picture(o.avatar, `${p}.avatar`),
        name: str(o.name, `${p}.name`),
        email: str(o.email, `${p}.email`),
        phone: str(o.phone, `${p}.phone`, 40),
        title: str(o.title, `${p}.title`),
      };
    }),
  };
}

const split = (raw: unknown, path: string): Split => {
  const o = obj(raw, path);
  const result = { uniqueVisitors: num(o.uniqueVisitors, `${path}.uniqueVisitors`), series: numbers(o.series, `${path}.series`), labels: labels(o.labels, `${path}.labels`) };
  aligned(result.labels, [{ data: result.series }], path);
  if (result.series.some((n) => n < 0)) throw new TypeError(`${path}.series must not be negative`);
  return result;
};

export function parseAnalytics(raw: unknown): AnalyticsDashboard {
  const r = obj(raw, 'analytics');
  const vv = obj(r.visitorsVsPageViews, 'visitorsVsPageViews');
  return {
    visitors: { series: keyed(obj(r.visitors, 'visitors').series, 'visitors.series', yearPeriods, (v, p) => arr(v, p, pointSeries)) },
    conversions: figure(r.conversions, 'conversions'),
    impressions: figure(r.impressions, 'impressions'),
    visits: figure(r.visits, 'visits'),
    visitorsVsPageViews: {
      overallScore: num(vv.overallScore, 'visitorsVsPageViews.overallScore'),
      averageRatio: num(vv.averageRatio, 'visitorsVsPageViews.averageRatio'),
      predictedRatio: num(vv.predictedRatio, 'visitorsVsPageViews.predictedRatio'),
      series: arr(vv.series, 'visitorsVsPageViews.series', pointSeries),
    },
    newVsReturning: split(r.newVsReturning, 'newVsReturning'),
    gender: split(r.gender, 'gender'),
    age: split(r.age, 'age'),
    language: split(r.language, 'language'),
  };
}

const statement = (raw: unknown, path: string): Statement => {
  const o = obj(raw, path);
  return {
    status: oneOf(o.status, `${path}.status`, ['paid', 'pending'] as const),
    date: isoInstant(o.date, `${path}.date`),
    limit: num(o.limit, `${path}.limit`),
    spent: num(o.spent, `${path}.spent`),
    minimum: num(o.minimum, `${path}.minimum`),
  };
};

export function parseFinance(raw: unknown): FinanceDashboard {
  const r = obj(raw, 'finance');
  const ab = obj(r.accountBalance, 'accountBalance');
  return {
    accountBalance: { growRate: num(ab.growRate, 'accountBalance.growRate'), ami: num(ab.ami, 'accountBalance.ami'), series: arr(ab.series, 'accountBalance.series', pointSeries) },
    budget: keyed(r.budget, 'budget', ['expenses', 'expensesLimit', 'savings', 'savingsGoal', 'bills', 'billsLimit'] as const, num),
    previousStatement: statement(r.previousStatement, 'previousStatement'),
    currentStatement: statement(r.currentStatement, 'currentStatement'),
    recentTransactions: arr(r.recentTransactions, 'recentTransactions', (v, p) => {
      const o = obj(v, p);
      return {
        id: str(o.id, `${p}.id`, 80),
        transactionId: str(o.transactionId, `${p}.transactionId`, 80),
        name: str(o.name, `${p}.name`),
        amount: num(o.amount, `${p}.amount`),
        status: oneOf(o.status, `${p}.status`, ['completed', 'pending'] as const),
        date: isoInstant(o.date, `${p}.date`),
      };
    }),
  };
}

export function parseCrypto(raw: unknown): CryptoDashboard {
  const r = obj(raw, 'crypto');
  const btc = obj(r.btc, 'btc');
  return {
    btc: {
      amount: num(btc.amount, 'btc.amount'),
      trend: trend(btc.trend, 'btc.trend'),
      marketCap: num(btc.marketCap, 'btc.marketCap'),
      volume: num(btc.volume, 'btc.volume'),
      supply: num(btc.supply, 'btc.supply'),
      allTimeHigh: num(btc.allTimeHigh, 'btc.allTimeHigh'),
      series: arr(obj(btc.price, 'btc.price').series, 'btc.price.series', minuteSeries),
    },
    prices: dict(r.prices, 'prices', num),
    wallets: dict(r.wallets, 'wallets', num),
    watchlist: arr(r.watchlist, 'watchlist', (v, p) => {
      const o = obj(v, p);
      return {
        iso: str(o.iso, `${p}.iso`, 12),
        title: str(o.title, `${p}.title`, 80),
        amount: num(o.amount, `${p}.amount`),
        trend: trend(o.trend, `${p}.trend`),
        series: arr(o.series, `${p}.series`, minuteSeries),
      };
    }),
  };
}

export function parseDashboard(name: DashboardName, raw: unknown): Dashboard {
  switch (name) {
    case 'project':
      return { name, data: parseProject(raw) };
    case 'analytics':
      return { name, data: parseAnalytics(raw) };
    case 'finance':
      return { name, data: parseFinance(raw) };
    case 'crypto':
      return { name, data: parseCrypto(raw) };
  }
}

const activity = (raw: unknown, path: string): Activity => {
  const o: Raw = obj(raw, path);
  const useRouter = o.useRouter === undefined ? false : o.useRouter;
  if (typeof useRouter !== 'boolean') throw new TypeError(`${path}.useRouter must be true or false`);
  const icon = optStr(o.icon, `${path}.icon`, 80);
  const image = o.image === undefined ? undefined : picture(o.image, `${path}.image`);
  if (icon === undefined && image === undefined) throw new TypeError(`${path} must have an icon or an image`);
  const link = o.link === undefined ? undefined : useRouter ? inAppPath(o.link, `${path}.link`) : webAddress(o.link, `${path}.link`);
  const extraContent = optStr(o.extraContent, `${path}.extraContent`, MAX_TEXT);
  const linkedContent = optStr(o.linkedContent, `${path}.linkedContent`);
  return {
    id: str(o.id, `${path}.id`, 80),
    ...(icon !== undefined ? { icon } : {}),
    ...(image !== undefined ? { image } : {}),
    description: str(o.description, `${path}.description`, MAX_TEXT),
    date: isoInstant(o.date, `${path}.date`),
    ...(extraContent !== undefined ? { extraContent } : {}),
    ...(linkedContent !== undefined ? { linkedContent } : {}),
    ...(link !== undefined ? { link } : {}),
    useRouter,
  };
};

export const parseActivities = (raw: unknown): Activity[] => arr(raw, 'activities', activity);
