import { describe, expect, it } from 'vitest';
import type { Activity, Statement, Transaction } from '../../src/mirage/demo/data/dashboards';
import { get, useServer } from './support';

useServer();

interface Finance {
  previousStatement: Statement;
  currentStatement: Statement;
  recentTransactions: Transaction[];
  budget: Record<string, number>;
  accountBalance: unknown;
}

describe('dashboards and activities', () => {
  it('GET dashboards/finance: statements with limit 34500, transactions, budget', async () => {
    const { status, body } = await get<Finance>('/api/dashboards/finance');
    expect(status).toBe(200);
    expect(body.previousStatement).toMatchObject({ status: 'paid', limit: 34500 });
    expect(body.currentStatement).toMatchObject({ status: 'pending', limit: 34500 });
    for (const s of [body.previousStatement, body.currentStatement]) {
      expect(Object.keys(s).sort()).toEqual(['date', 'limit', 'minimum', 'spent', 'status']);
    }
    expect(Object.keys(body.budget).sort()).toEqual(['bills', 'billsLimit', 'expenses', 'expensesLimit', 'savings', 'savingsGoal']);
    expect(body.recentTransactions.length).toBeGreaterThan(0);
    expect(body.recentTransactions.every((t) => ['completed', 'pending'].includes(t.status))).toBe(true);
    expect(body.recentTransactions.some((t) => t.amount < 0) && body.recentTransactions.some((t) => t.amount > 0)).toBe(true);
  });

  it('GET dashboards/analytics, crypto and project answer their datasets', async () => {
    expect(Object.keys((await get<object>('/api/dashboards/analytics')).body)).toEqual(
      expect.arrayContaining(['visitors', 'conversions', 'impressions', 'visits', 'visitorsVsPageViews', 'newVsReturning', 'gender', 'age', 'language']),
    );
    expect(Object.keys((await get<object>('/api/dashboards/crypto')).body)).toEqual(['btc', 'prices', 'wallets', 'watchlist']);
    expect(Object.keys((await get<object>('/api/dashboards/project')).body)).toEqual(
      expect.arrayContaining(['githubIssues', 'taskDistribution', 'schedule', 'budgetDistribution', 'budgetDetails', 'teamMembers']),
    );
  });

  it('datasets answer the seed data of the area module', async () => {
    const { dashboardRows } = await import('../../src/mirage/demo/data/dashboards');
    for (const row of dashboardRows) expect((await get(`/api/dashboards/${row.id}`)).body).toEqual(row.data);
  });

  it('GET pages/activities answers activities newest first', async () => {
    const { body } = await get<Activity[]>('/api/pages/activities');
    expect(body.length).toBeGreaterThan(5);
    const dates = body.map((a) => Date.parse(a.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(body.every((a) => typeof a.id === 'string' && typeof a.description === 'string' && (a.icon !== undefined || a.image !== undefined))).toBe(true);
  });
});
