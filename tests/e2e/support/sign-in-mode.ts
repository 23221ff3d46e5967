/**
 * Which tests sign in through the provider's pages every time (signInAt in fixtures.ts): the stories about signing in,
 * signing out, renewal, the session's security, hardening, tenancy and the remembered session, the preact and
 * inspector smoke tests, and every test named after an auth or session requirement of SECURITY-TESTS (A1-A16, T1, T3,
 * P3). The others may start their tab with the worker's stored session: they are about what comes after signing in.
 */
export function providerFlowWanted(file: string, title: string): boolean {
  const name = file.split(/[\\/]/).at(-1) ?? '';
  if (/^(sign-in|sign-out|renewal|session-security|tenants|instant-.*|hardening-.*|preact-smoke|inspect)\.spec\.ts$/.test(name)) return true;
  return /\b(A(1[0-6]|[1-9])|T[13]|P3)\b/.test(title);
}
