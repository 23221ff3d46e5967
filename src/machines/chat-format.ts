/**
 * The quick chat's message list as lines (SPEC §9): a day divider whenever the date changes, and each
 * message's time as HH:mm, both in the given time zone. The view formats the divider's date for the locale.
 */
import type { ChatMessage } from './effects/get-chat';

export type ChatLine =
  | { kind: 'day'; key: string; /** YYYY-MM-DD in the time zone. */ day: string }
  | {
      kind: 'message';
      key: string;
      message: ChatMessage;
      /** HH:mm, 24-hour. */
      time: string;
      /** First of a run of messages from the same side on the same day. */
      first: boolean;
      /** Last of that run. */
      last: boolean;
    };

const partsOf = (iso: string, timeZone: string | undefined) => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
};

/** HH:mm of an ISO time in `timeZone` (@default the browser's). */
export const chatTime = (iso: string, timeZone?: string): string => partsOf(iso, timeZone).time;

/** Messages (any order) as lines, oldest first. */
export function chatLines(messages: readonly ChatMessage[], timeZone?: string): ChatLine[] {
  const sorted = [...messages].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  const dated = sorted.map((message) => ({ message, ...partsOf(message.createdAt, timeZone) }));
  const lines: ChatLine[] = [];
  dated.forEach((entry, index) => {
    const previous = dated[index - 1];
    const next = dated[index + 1];
    if (previous?.day !== entry.day) lines.push({ kind: 'day', key: `day-${entry.day}`, day: entry.day });
    const sameRun = (other: typeof entry | undefined) => other !== undefined && other.day === entry.day && other.message.isMine === entry.message.isMine;
    lines.push({
      kind: 'message',
      key: entry.message.id,
      message: entry.message,
      time: entry.time,
      first: !sameRun(previous),
      last: !sameRun(next),
    });
  });
  return lines;
}
