import type { SyntheticEvent } from 'react';
import { avatar, avatarSize, image, initials as initialsClass, type AvatarSize } from './avatar.css';
import { Icon, type IconName } from './icon';

export interface AvatarProps {
  /** The picture's address; without one, or when it fails to load, the fallback shows. */
  src: string | null | undefined;
  /** Whose avatar: the fallback is their initials. @default undefined (the icon) */
  name?: string;
  /** The fallback when there is no name. @default 'user' */
  icon?: IconName;
  /** 28 px (`s`), 32 px (`m`) or 40 px (`l`). @default 'l' */
  size?: AvatarSize;
}

const iconSize = { s: 16, m: 18, l: 20 } as const;

/** Up to two letters: the first of the first and of the last word ("Laura Méndez" → "LM"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = (word: string | undefined) => (word ? Array.from(word)[0] ?? '' : '');
  const letters = words.length > 1 ? first(words[0]) + first(words.at(-1)) : first(words[0]);
  return letters.toLocaleUpperCase();
}

/**
 * A decorative round picture of a person (their name is always shown next to it), over its fallback. A picture
 * that fails to load hides itself through its own error event, which is presentation, not app state; `key`
 * gives a new address a fresh element.
 */
export function Avatar({ src, name, icon = 'user', size = 'l' }: AvatarProps) {
  const letters = name ? initialsOf(name) : '';
  return (
    <span className={`${avatar} ${avatarSize[size]}`} aria-hidden="true">
      {letters ? <span className={initialsClass}>{letters}</span> : <Icon name={icon} size={iconSize[size]} />}
      {src ? <img key={src} className={image} src={src} alt="" onError={hide} /> : null}
    </span>
  );
}

const hide = (event: SyntheticEvent<HTMLImageElement>) => {
  event.currentTarget.hidden = true;
};
