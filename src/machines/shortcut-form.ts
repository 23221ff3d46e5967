/** The shortcut form of the shortcuts panel (SPEC §5): its values, validation and what is sent. Pure. */
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

export type ShortcutFormErrors = Partial<{
  label: 'required';
  icon: 'required';
  link: 'required' | 'appPath' | 'httpsUrl';
  useRouter: 'required';
}>;

export const emptyShortcutForm: ShortcutForm = { label: '', description: '', icon: '', link: '', useRouter: null };

/** SPEC §5: label, icon, link and useRouter are required; the link must fit useRouter. */
export function validateShortcutForm(form: ShortcutForm): ShortcutFormErrors {
  const errors: ShortcutFormErrors = {};
  const link = form.link.trim();
  if (form.label.trim() === '') errors.label = 'required';
  if (form.icon.trim() === '') errors.icon = 'required';
  if (form.useRouter === null) errors.useRouter = 'required';
  if (link === '') errors.link = 'required';
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
