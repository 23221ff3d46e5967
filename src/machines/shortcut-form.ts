/**
 * The shortcut form of the shortcuts panel (SPEC §5): its values, validation and what is sent. Pure, and the one
 * rule module of shortcuts: the mock service validates with it too (issue 13 point 6), so the form never lets
 * through what the service refuses.
 */
import type { Shortcut, ShortcutFields } from './effects/get-shortcuts';
import { isAppPath, isExternalLink } from './effects/safe-url';

/** The form as typed. `useRouter` is null until the user chooses (it is required). */
export interface ShortcutForm {
  label: string;
  description: string;
  icon: string;
  link: string;
  useRouter: boolean | null;
}

/** Most characters of each text (after trimming). */
export const shortcutLimits = { label: 60, description: 200, link: 2000 } as const;

export type ShortcutFormErrors = Partial<{
  label: 'required' | 'tooLong';
  description: 'tooLong';
  icon: 'required';
  link: 'required' | 'tooLong' | 'appPath' | 'httpsUrl';
  useRouter: 'required';
}>;

export type ShortcutField = keyof ShortcutFormErrors;
export type ShortcutErrorCode = NonNullable<ShortcutFormErrors[ShortcutField]>;
const fieldCodes: { [F in ShortcutField]: readonly NonNullable<ShortcutFormErrors[F]>[] } = {
  label: ['required', 'tooLong'],
  description: ['tooLong'],
  icon: ['required'],
  link: ['required', 'tooLong', 'appPath', 'httpsUrl'],
  useRouter: ['required'],
};

/** The field errors of a service's refusal (`errors: {field: [code]}`), keeping only fields and codes this form knows. */
export function shortcutErrorsOf(errors: Readonly<Record<string, readonly string[]>> | undefined): ShortcutFormErrors {
  const known: Record<string, string> = {};
  if (!errors) return {};
  for (const [field, codes] of Object.entries(fieldCodes) as [ShortcutField, readonly string[]][]) {
    const code = errors[field]?.find((c) => codes.includes(c));
    if (code !== undefined) known[field] = code;
  }
  return known as ShortcutFormErrors;
}

export const emptyShortcutForm: ShortcutForm = { label: '', description: '', icon: '', link: '', useRouter: null };

/** SPEC §5: label, icon, link and useRouter are required; the link must fit useRouter; texts have a length limit. */
export function validateShortcutForm(form: ShortcutForm): ShortcutFormErrors {
  const errors: ShortcutFormErrors = {};
  const label = form.label.trim();
  const link = form.link.trim();
  if (label === '') errors.label = 'required';
  else if (label.length > shortcutLimits.label) errors.label = 'tooLong';
  if (form.description.trim().length > shortcutLimits.description) errors.description = 'tooLong';
  if (form.icon.trim() === '') errors.icon = 'required';
  if (form.useRouter === null) errors.useRouter = 'required';
  if (link === '') errors.link = 'required';
  else if (link.length > shortcutLimits.link) errors.link = 'tooLong';
  else if (form.useRouter === true && !isAppPath(link)) errors.link = 'appPath';
  else if (form.useRouter === false && !isExternalLink(link)) errors.link = 'httpsUrl';
  return errors;
}

export const isShortcutFormValid = (form: ShortcutForm): boolean => Object.keys(validateShortcutForm(form)).length === 0;

/** What is sent: trimmed, with an empty description left out. Only called on a valid form. */
export function shortcutFields(form: ShortcutForm): ShortcutFields {
  const fields: ShortcutFields = {
    label: form.label.trim(),
    icon: form.icon.trim(),
    link: form.link.trim(),
    useRouter: form.useRouter === true,
  };
  const description = form.description.trim();
  if (description !== '') fields.description = description;
  return fields;
}

export const formOf = (shortcut: Shortcut): ShortcutForm => ({
  label: shortcut.label,
  description: shortcut.description ?? '',
  icon: shortcut.icon,
  link: shortcut.link,
  useRouter: shortcut.useRouter,
});
