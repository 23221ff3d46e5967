/** The mailbox label slug rule of SPEC §5. */

/** Lower-cased, spaces to hyphens, repeated hyphens collapsed, non-word characters removed (in that order). */
export const slugify = (title: string): string =>
  title
    .toLowerCase()
    .replace(/ /g, '-')
    .replace(/-+/g, '-')
    .replace(/[^\w-]+/g, '');

/** The slug of `title`, suffixed -1, -2, ... until it is not in `taken`. */
export function uniqueSlug(title: string, taken: ReadonlySet<string>): string {
  const base = slugify(title);
  let slug = base;
  for (let suffix = 1; taken.has(slug); suffix++) slug = `${base}-${suffix}`;
  return slug;
}
