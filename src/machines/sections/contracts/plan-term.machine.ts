/**
 * A contract form's term follows its plan (issue 10 gaps point 3): when the plan chosen changes, the term becomes
 * that plan's term months (the user may change it afterwards; it is only changed again when the plan changes). The
 * plan a form starts with (a stored draft's) leaves its term alone. The form owns the values: this machine watches it
 * and sends it the change.
 */
import { assign, fromCallback, setup, type ActorRefFrom } from 'xstate';
import type { ServicePlan } from '../../../domain/service-plan';
import type { FormActor } from '../../kit/form.connect';

type PlanTerm = Pick<ServicePlan, 'id' | 'termMonths'>;

/** The plan's term, or null when the plan is not known (yet). */
export const termOfPlan = (plans: readonly PlanTerm[] | null, planId: string): number | null => plans?.find((p) => p.id === planId)?.termMonths ?? null;

export const planTermMachine = setup({
  types: {} as {
    context: { form: FormActor; plans: readonly PlanTerm[] | null; planId: string };
    input: { form: FormActor; plans: readonly PlanTerm[] | null };
    events: { type: 'planTerm.form.changed'; planId: string } | { type: 'planTerm.plans.loaded'; plans: readonly PlanTerm[] | null };
  },
  actors: {
    watchForm: fromCallback<{ type: 'planTerm.form.changed'; planId: string }, { form: FormActor }>(({ input, sendBack }) => {
      const planOf = (snapshot: ReturnType<FormActor['getSnapshot']>) => {
        const values = (snapshot.context as { values?: { planId?: unknown } }).values;
        return typeof values?.planId === 'string' ? values.planId : '';
      };
      const subscription = input.form.subscribe((snapshot) => sendBack({ type: 'planTerm.form.changed', planId: planOf(snapshot) }));
      return () => subscription.unsubscribe();
    }),
  },
  guards: {
    planChanged: ({ context, event }) => event.type === 'planTerm.form.changed' && event.planId !== context.planId,
  },
  actions: {
    setTermOfPlan: ({ context }, params: { planId: string }) => {
      const term = termOfPlan(context.plans, params.planId);
      if (term !== null) context.form.send({ type: 'form.field.change', name: 'termMonths', value: term });
    },
  },
}).createMachine({
  id: 'planTerm',
  context: ({ input }) => {
    const values = (input.form.getSnapshot().context as { values?: { planId?: unknown } }).values;
    return { form: input.form, plans: input.plans, planId: typeof values?.planId === 'string' ? values.planId : '' };
  },
  invoke: { src: 'watchForm', input: ({ context }) => ({ form: context.form }) },
  on: {
    'planTerm.form.changed': {
      guard: 'planChanged',
      actions: [{ type: 'setTermOfPlan', params: ({ event }) => ({ planId: event.planId }) }, assign({ planId: ({ event }) => event.planId })],
    },
    'planTerm.plans.loaded': { actions: assign({ plans: ({ event }) => event.plans }) },
  },
});

export type PlanTermRef = ActorRefFrom<typeof planTermMachine>;
