import { pictureSrc } from '../../../machines/demo/ecommerce/inventory-api';
import { Icon } from '../../ui/icon';
import * as css from './ecommerce.css';

/**
 * A product picture over a drawn placeholder. The picture is the layer's background: the demo's image files are not
 * shipped with the app, and a background that does not load paints nothing, so the placeholder shows instead of a
 * broken image. Its address was checked by the reader (an app path or a data: image: no quote or bracket can end the
 * url()). Decorative: the name is beside it.
 */
export function ProductPicture({ src, size }: { src: string; size: number }) {
  return (
    <span className={css.picture} style={{ width: size, height: size }} aria-hidden="true">
      <Icon name="inventory" size={Math.round(size / 2)} />
      {src !== '' ? <span className={css.pictureImg} style={{ backgroundImage: `url("${pictureSrc(src)}")` }} /> : null}
    </span>
  );
}
