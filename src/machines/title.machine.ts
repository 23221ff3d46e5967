/**
 * The browser tab's title, "Page · Section · Company" (issue 13 "Finish"): one mechanism for every route. The
 * section comes from the address (the route table), the page's name from its level-one heading (reported by one
 * observer, `watchHeading`), so the tab always says what the page's heading says, in the user's language. A
 * heading read at another address is never used: while a new page loads, the tab names its section alone.
 */
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { AppLocation } from './effects/location';
import { matchRoute, type SectionId } from './routes';
import { followAddress, watchHeading } from './title.effects';

export interface TitleContext {
  path: string;
  /** The last heading seen, with the address it was read at. */
  heading: { path: string; text: string } | null;
}

export type TitleEvent =
  | { type: 'title.location.changed'; location: AppLocation }
  | { type: 'title.heading.changed'; path: string; text: string | null };

/** Path comparison ignores a trailing slash (the route table does too). */
const samePath = (a: string, b: string) => a.replace(/(.)\/+$/, '$1') === b.replace(/(.)\/+$/, '$1');

export const titleMachine = setup({
  types: {} as { context: TitleContext; input: { location: AppLocation }; events: TitleEvent },
  actors: { followAddress, watchHeading },
  actions: {
    setPath: assign((_, params: { path: string }) => ({ path: params.path })),
    setHeading: assign((_, params: { path: string; text: string | null }) => ({
      heading: params.text === null ? null : { path: params.path, text: params.text },
    })),
  },
}).createMachine({
  id: 'title',
  context: ({ input }) => ({ path: input.location.path, heading: null }),
  invoke: [
    { id: 'followAddress', src: 'followAddress', input: { eventType: 'title.location.changed' } },
    { id: 'watchHeading', src: 'watchHeading', input: { eventType: 'title.heading.changed' } },
  ],
  on: {
    'title.location.changed': { actions: { type: 'setPath', params: ({ event }) => ({ path: event.location.path }) } },
    'title.heading.changed': { actions: { type: 'setHeading', params: ({ event }) => ({ path: event.path, text: event.text }) } },
  },
});

export type TitleRef = ActorRefFrom<typeof titleMachine>;
export type TitleSnapshot = SnapshotFrom<typeof titleMachine>;

/** The page's name: the heading read at the current address, else none (the page has not painted it yet). */
export const selectPageName = (s: TitleSnapshot): string | null =>
  s.context.heading && samePath(s.context.heading.path, s.context.path) ? s.context.heading.text : null;

/** The section the address belongs to (none for public pages: sign-in, signed out, error pages, print). */
export const selectSection = (s: TitleSnapshot): SectionId | null => {
  const match = matchRoute(s.context.path);
  return match.kind === 'section' ? match.section : null;
};

const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' }) === 0;

/**
 * "Page · Section · Company" from translated parts. A part that repeats the one before it appears once (the
 * dashboard and a section's landing page are named like their section); missing parts drop out; the company always
 * ends the title (a tenant record named like the company keeps it), and with no company (signed out) the product
 * does.
 */
export function composeTitle(parts: { page: string | null; section: string | null; company: string | null; product: string }): string {
  const names: string[] = [];
  for (const part of [parts.page, parts.section, parts.company?.trim() || parts.product]) {
    const text = part?.trim();
    if (text && !(names.length > 0 && same(names[names.length - 1]!, text))) names.push(text);
  }
  return names.join(' · ');
}
