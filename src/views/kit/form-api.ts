/** The form's connect for views: one narrow pick of `connectForm`'s read-outs, compared shallowly. */
import { shallowEqual, useSelector } from '@xstate/react';
import { connectForm, type FormActor, type FormApi } from '../../machines/kit/form.connect';

/** Re-renders only when what `pick` returns changes (a shallow comparison of its fields). */
export function useFormPart<T>(formRef: FormActor, pick: (api: FormApi) => T): T {
  return useSelector(formRef, (snapshot) => pick(connectForm(snapshot, formRef.send)), shallowEqual);
}
