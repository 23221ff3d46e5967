/** Dashboard datasets and activities (SPEC §7 "Dashboards"). */
import { defineRoutes } from '../endpoint';

export const dashboardsRoutes = defineRoutes('dashboards', [
  {
    method: 'GET', path: '/api/dashboards/analytics', handler: 'getAnalytics', payload: '—',
    answer: '{visitors, conversions, impressions, visits, visitorsVsPageViews, newVsReturning, gender, age, language}',
  },
  { method: 'GET', path: '/api/dashboards/crypto', handler: 'getCrypto', payload: '—', answer: '{btc, prices, wallets, watchlist}' },
  {
    method: 'GET', path: '/api/dashboards/finance', handler: 'getFinance', payload: '—',
    answer: '{accountBalance, budget, previousStatement (paid), currentStatement (pending), recentTransactions}; statement limit 34500',
  },
  {
    method: 'GET', path: '/api/dashboards/project', handler: 'getProject', payload: '—',
    answer: '{githubIssues, taskDistribution, schedule, budgetDistribution, weekly/monthly/yearlyExpenses, budgetDetails, teamMembers}',
  },
  { method: 'GET', path: '/api/pages/activities', handler: 'getActivities', payload: '—', answer: 'Activity[], newest first' },
]);
