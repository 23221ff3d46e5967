/**
 * The company configuration (/config): loads the tenant's company, edits it with the kit's form (the platform's rules
 * from src/domain/company.ts), and after each save tells the session (its parent) the new company, so the top bar and
 * the footer show it at once; the form starts again from the saved version.
 */
import { assign, fromPromise, sendParent, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { companyToInput, normalizeCompanyInput, validateCompany, type CompanyInput, type CompanyRecord } from '../../../domain/company';
import { errorCodeOf, type ShellErrorCode } from '../../effects/error-code';
import { parseCompany } from '../../effects/get-company';
import { createFormMachine, type FormDraft, type FormResult, type SaveRecordInput } from '../../kit/form.machine';
import type { LeaveConfirmedEvent } from '../../nav.machine';
import type { CompanyChangedEvent } from '../../session.machine';
import { draftActions, storedDraft, type SectionDeps } from '../section-deps';
import { fetchCompanyRecord, parseCompanyRecord, updateCompany } from './company-api';

export const companyPageId = 'company.page';
export const companyDraftKey = 'company:current';

export function isCompanyInput(values: unknown): values is CompanyInput {
  if (typeof values !== 'object' || values === null) return false;
  const v = values as Record<string, unknown>;
  return (
    ['legalName', 'tradeName', 'taxId', 'address', 'currency', 'timeZone', 'defaultLocale'].every((k) => typeof v[k] === 'string') &&
    (v.logo === null || typeof v.logo === 'string') &&
    typeof v.taxRate === 'number' &&
    typeof v.numbering === 'object' &&
    v.numbering !== null
  );
}

export function createCompanyPageMachine(deps: SectionDeps) {
  const form = createFormMachine<CompanyInput, CompanyRecord>({
    validate: (values) => validateCompany(normalizeCompanyInput(values)),
    toValues: companyToInput,
    parse: parseCompanyRecord,
  }).provide({
    actors: {
      saveRecord: fromPromise<CompanyRecord, SaveRecordInput<CompanyInput>>(({ input }) =>
        updateCompany(deps.config, input.version ?? 0, normalizeCompanyInput(input.values), input.idempotencyKey),
      ),
    },
    actions: draftActions(deps.owner),
  });

  return setup({
    types: {} as {
      context: { company: CompanyRecord | null; draft: FormDraft<CompanyInput> | null; error: ShellErrorCode | null; savedAt: string | null };
      events: { type: 'company.retry' } | LeaveConfirmedEvent;
      children: { form: 'form' };
    },
    actors: {
      form,
      loadCompany: fromPromise<CompanyRecord>(({ signal }) => fetchCompanyRecord(deps.config, signal)),
      readDraft: fromPromise<FormDraft<CompanyInput> | null>(async () => storedDraft(deps.owner, companyDraftKey, isCompanyInput)),
    },
    guards: {
      isSaved: (_, params: { output: FormResult<CompanyRecord> }) => params.output.result === 'saved',
    },
    actions: {
      setCompany: assign((_, params: { company: CompanyRecord }) => ({ company: params.company, error: null })),
      setDraft: assign((_, params: { draft: FormDraft<CompanyInput> | null }) => ({ draft: params.draft })),
      setSaved: assign((_, params: { company: CompanyRecord }) => ({ company: params.company, draft: null, savedAt: params.company.updatedAt })),
      setError: assign((_, params: { error: unknown }) => ({ error: errorCodeOf(params.error) })),
      /** The session (this actor's parent) replaces its company: the shell shows the new name and logo at once. */
      tellSession: sendParent((_, params: { company: CompanyRecord }): CompanyChangedEvent => ({ type: 'session.company.changed', company: parseCompany(params.company) })),
      forwardLeave: sendTo('form', { type: 'form.leave.confirmed' } satisfies LeaveConfirmedEvent),
    },
  }).createMachine({
    id: 'companyPage',
    context: { company: null, draft: null, error: null, savedAt: null },
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          id: 'loadCompany',
          src: 'loadCompany',
          onDone: { target: 'restoring', actions: { type: 'setCompany', params: ({ event }) => ({ company: event.output }) } },
          onError: { target: 'failed', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      restoring: {
        invoke: {
          id: 'readDraft',
          src: 'readDraft',
          onDone: { target: 'editing', actions: { type: 'setDraft', params: ({ event }) => ({ draft: event.output }) } },
          onError: { target: 'editing' },
        },
      },
      failed: { on: { 'company.retry': { target: 'loading' } } },
      editing: {
        on: { 'form.leave.confirmed': { actions: 'forwardLeave' } },
        invoke: {
          id: 'form',
          src: 'form',
          input: ({ context }) => ({
            owner: companyPageId,
            draftKey: companyDraftKey,
            recordId: context.company!.slug,
            initial: companyToInput(context.company!),
            version: context.company!.version,
            draft: context.draft,
          }),
          onDone: [
            {
              guard: { type: 'isSaved', params: ({ event }) => ({ output: event.output as FormResult<CompanyRecord> }) },
              target: 'editing',
              reenter: true,
              actions: [
                { type: 'setSaved', params: ({ event }) => ({ company: (event.output as { record: CompanyRecord }).record }) },
                { type: 'tellSession', params: ({ event }) => ({ company: (event.output as { record: CompanyRecord }).record }) },
              ],
            },
            // Cancelled (or left): start again from the stored company, without the draft.
            { target: 'loading', actions: { type: 'setDraft', params: { draft: null } } },
          ],
        },
      },
    },
  });
}

export type CompanyPageMachine = ReturnType<typeof createCompanyPageMachine>;
export type CompanyPageRef = ActorRefFrom<CompanyPageMachine>;
type CompanyPageSnapshot = SnapshotFrom<CompanyPageMachine>;

export const selectCompanyRecord = (s: CompanyPageSnapshot) => s.context.company;
export const selectCompanyForm = (s: CompanyPageSnapshot) => s.children.form ?? null;
export const selectCompanyError = (s: CompanyPageSnapshot) => s.context.error;
export const selectIsCompanyFailed = (s: CompanyPageSnapshot) => s.matches('failed');
export const selectCompanySavedAt = (s: CompanyPageSnapshot) => s.context.savedAt;
