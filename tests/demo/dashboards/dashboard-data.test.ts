// Issue 14, demo dashboards: the answers' readers keep the mock's real datasets whole and refuse every wrong shape
// (wrong types, missing fields, misaligned series, hostile links and pictures) instead of drawing a broken chart.
import { describe, expect, it } from 'vitest';
import { activityRows, dashboardRows } from '../../../src/mirage/demo/data/dashboards';
import { parseActivities, parseDashboard, type DashboardName } from '../../../src/machines/demo/dashboards/dashboard-data';

const raw = (name: DashboardName) => structuredClone(dashboardRows.find((r) => r.id === name)!.data) as Record<string, any>;

describe('dashboard datasets', () => {
  it('read the seeded datasets whole', () => {
    const project = parseDashboard('project', raw('project'));
    if (project.name !== 'project') throw new Error('wrong kind');
    expect(project.data.githubIssues.overview['this-week']['new-issues']).toBe(214);
    expect(project.data.githubIssues.series['last-week'].map((s) => s.type)).toEqual(['line', 'column']);
    expect(project.data.schedule.today[0]).toEqual({ title: 'Group Meeting', time: 'in 32 minutes', location: 'Conference room 1B' });
    expect(project.data.budgetDetails.rows).toHaveLength(5);
    expect(project.data.teamMembers.every((m) => m.avatar.startsWith('/images/avatars/'))).toBe(true);
    const finance = parseDashboard('finance', raw('finance'));
    if (finance.name !== 'finance') throw new Error('wrong kind');
    expect(finance.data.currentStatement.status).toBe('pending');
    expect(finance.data.recentTransactions).toHaveLength(10);
    const analytics = parseDashboard('analytics', raw('analytics'));
    if (analytics.name !== 'analytics') throw new Error('wrong kind');
    expect(analytics.data.visitors.series['last-year'][0]!.data).toHaveLength(12);
    const crypto = parseDashboard('crypto', raw('crypto'));
    if (crypto.name !== 'crypto') throw new Error('wrong kind');
    expect(crypto.data.watchlist.map((c) => c.iso)).toEqual(['ETH', 'BCH', 'XRP', 'LTC', 'ZEC', 'BTG']);
    expect(crypto.data.btc.series[0]!.data.at(-1)!.x).toBe(0);
  });

  it.each<[string, DashboardName, (r: Record<string, any>) => void, RegExp]>([
    ['not an object', 'finance', (r) => Object.assign(r, { recentTransactions: 'x' }), /recentTransactions must be a list/],
    ['an amount as text', 'finance', (r) => (r.recentTransactions[0].amount = '4250'), /recentTransactions\[0\]\.amount/],
    ['an unknown status', 'finance', (r) => (r.currentStatement.status = 'overdue'), /currentStatement\.status/],
    ['a date that is not a date', 'finance', (r) => (r.previousStatement.date = 'yesterday'), /previousStatement\.date/],
    ['a missing budget field', 'finance', (r) => delete r.budget.billsLimit, /budget\.billsLimit/],
    ['a series longer than its labels', 'project', (r) => r.weeklyExpenses.series[0].data.push(1), /weeklyExpenses: a series does not match/],
    ['a week missing', 'project', (r) => delete r.githubIssues.series['last-week'], /githubIssues\.series\.last-week/],
    ['an infinite number', 'project', (r) => (r.taskDistribution.overview['this-week'].new = Infinity), /taskDistribution\.overview\.this-week\.new/],
    ['an avatar on another site', 'project', (r) => (r.teamMembers[0].avatar = 'https://evil.test/a.png'), /teamMembers\[0\]\.avatar/],
    ['a negative share', 'analytics', (r) => (r.gender.series = [-5, 105]), /gender\.series/],
    ['a point without y', 'analytics', (r) => delete r.visitors.series['this-year'][0].data[3].y, /visitors\.series\.this-year\[0\]\.data\[3\]\.y/],
    ['an unknown trend', 'crypto', (r) => (r.watchlist[1].trend.dir = 'sideways'), /watchlist\[1\]\.trend\.dir/],
    ['a hostile coin code', 'crypto', (r) => (r.prices['<img>'] = 1), /prices\.<img>/],
  ])('refuse %s', (_, name, spoil, message) => {
    const r = raw(name);
    spoil(r);
    expect(() => parseDashboard(name, r)).toThrow(message);
  });
});

describe('activities', () => {
  it('read the seeded activities: in-app links for the router, web addresses otherwise', () => {
    const list = parseActivities(structuredClone(activityRows));
    expect(list).toHaveLength(activityRows.length);
    expect(list.filter((a) => a.useRouter).map((a) => a.link)).toEqual(['/dashboards/project', '/apps/mailbox', '/apps/tasks', '/apps/chat']);
    expect(list.filter((a) => a.link && !a.useRouter).every((a) => a.link!.startsWith('https://'))).toBe(true);
  });

  const base = { id: 'a1', icon: 'heroicons_solid:star', description: 'x', date: '2024-06-30T18:00:00.000Z' };
  it.each<[string, Record<string, unknown>]>([
    ['no icon and no image', { ...base, icon: undefined }],
    ['a router link to another site', { ...base, link: '//evil.test/x', useRouter: true }],
    ['a router link with a scheme', { ...base, link: 'javascript:alert(1)', useRouter: true }],
    ['an outside link that is script', { ...base, link: 'javascript:alert(1)', useRouter: false }],
    ['a picture from another site', { ...base, image: 'https://evil.test/p.png' }],
    ['useRouter that is not true or false', { ...base, link: '/apps', useRouter: 'yes' }],
    ['a description that is not text', { ...base, description: { html: 'x' } }],
  ])('refuse %s', (_, activity) => {
    expect(() => parseActivities([activity])).toThrow(TypeError);
  });

  it('keep hostile HTML as text for the sanitizing view (never interpreted here) and accept a data: avatar', () => {
    const [a] = parseActivities([{ ...base, description: '<img src=x onerror=alert(1)>', image: 'data:image/png;base64,iVBORw0KGgo=' }]);
    expect(a!.description).toBe('<img src=x onerror=alert(1)>');
    expect(a!.image).toMatch(/^data:image\/png/);
    expect(a!.useRouter).toBe(false);
  });
});
