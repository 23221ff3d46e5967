/**
 * A document lifecycle module (src/domain/*-lifecycle.ts) bound to a resource of a mock service: the service's
 * facts for the guards, the statechart's step, the 409 `illegal-transition` body of a refusal, and the effects
 * (stock reserved, moved, released…) carried out once the document is saved.
 */
import { applyEvent, isEditable, type DocumentLifecycle, type LifecycleEffect, type LifecycleEvent, type LifecycleRefusal } from '../../domain/document-lifecycle';
import type { Audited, FieldErrors } from '../../domain/resource';
import { ProblemError, validationProblem } from '../shared/problem';
import { seedAuthor } from './seed-authors';
import { seededHistory } from './seed-history';
import type { ResourceLifecycle, WriteContext } from './resource';

export interface LifecycleBinding<T extends Audited & { status: string }, F> {
  lifecycle: DocumentLifecycle<T, F>;
  /** What the guards need from outside the document, read from the tenant's data (synchronously). */
  facts: (record: T, ctx: WriteContext<T>) => F;
  /** Field errors of an event's data (e.g. a receipt's quantities), checked before the statechart: 422. */
  validate?: (event: LifecycleEvent, record: T, ctx: WriteContext<T>) => FieldErrors;
  /** Carries out one effect of the step on other records, after the document is saved. */
  effect?: (effect: LifecycleEffect, saved: T, ctx: WriteContext<T>) => void;
  /** What a refusal says beyond the state, event, allowed and reason (e.g. which components are short): its detail and extra members. */
  refusal?: (refusal: LifecycleRefusal, record: T, ctx: WriteContext<T>) => { detail?: string; extensions?: Record<string, unknown> } | null;
}

export function bindLifecycle<T extends Audited & { status: string }, F>(binding: LifecycleBinding<T, F>): ResourceLifecycle<T> {
  const { lifecycle } = binding;
  return {
    editable: (record) => isEditable(lifecycle, record),
    seededPast: (record, tenant) => seededHistory(lifecycle, record, (event, by) => seedAuthor(tenant, lifecycle.machine.id, event, record, by)),
    apply: (record, event, ctx) => {
      const errors = binding.validate?.(event, record, ctx) ?? {};
      if (Object.keys(errors).length > 0) throw validationProblem(errors);
      const step = applyEvent(lifecycle, record, binding.facts(record, ctx), event);
      if (!step.ok) {
        const why = step.reason ? ` (${step.reason})` : '';
        const more = binding.refusal?.(step, record, ctx) ?? null;
        throw new ProblemError(409, 'illegal-transition', 'Illegal transition', more?.detail ?? `A ${record.status} document does not take '${event.type}' now${why}`, {
          ...more?.extensions,
          state: step.state,
          event: step.event,
          allowed: step.allowed,
          reason: step.reason,
        });
      }
      return {
        record: step.doc,
        from: step.from,
        to: step.to,
        afterEvent: (saved) => {
          for (const effect of step.effects) binding.effect?.(effect, saved, ctx);
        },
      };
    },
  };
}
