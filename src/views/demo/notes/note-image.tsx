import * as css from './notes.css';

/** A note's picture (an app path or a data: image, checked by the reader); one that fails to load hides itself (presentation only). */
export function NoteImage({ src }: { src: string | null }) {
  if (!src) return null;
  return (
    <img
      key={src}
      className={css.image}
      src={src}
      alt=""
      loading="lazy"
      onError={(e) => {
        e.currentTarget.hidden = true;
      }}
    />
  );
}
