import { Dialog } from '@ark-ui/react/dialog';
import { Trans, useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import type { MessageDescriptor } from '@lingui/core';
import type { ReactElement } from 'react';
import { shellLayoutIds, navPositions, schemes, themeIds, type LayoutId, type NavPosition, type Scheme, type ThemeId } from '../../config/appearance';
import { selectAppearance, selectCanReset, selectIsPanelOpen, selectIsUnsaved, type SettingsRef } from '../../machines/settings.machine';
import { layoutSpecs } from '../../machines/layouts';
import { button } from '../theme/recipes/button.css';
import { Icon } from '../ui/icon';
import * as css from './layout.css';

const layoutNames: Record<Exclude<LayoutId, 'empty'>, MessageDescriptor> = {
  centered: /*i18n*/ { id: 'settings.layout.centered', message: 'Centered' },
  enterprise: /*i18n*/ { id: 'settings.layout.enterprise', message: 'Enterprise' },
  material: /*i18n*/ { id: 'settings.layout.material', message: 'Material' },
  modern: /*i18n*/ { id: 'settings.layout.modern', message: 'Modern' },
  classic: /*i18n*/ { id: 'settings.layout.classic', message: 'Classic' },
  classy: /*i18n*/ { id: 'settings.layout.classy', message: 'Classy' },
  compact: /*i18n*/ { id: 'settings.layout.compact', message: 'Compact' },
  dense: /*i18n*/ { id: 'settings.layout.dense', message: 'Dense' },
  futuristic: /*i18n*/ { id: 'settings.layout.futuristic', message: 'Futuristic' },
  thin: /*i18n*/ { id: 'settings.layout.thin', message: 'Thin' },
};
const positionNames: Record<NavPosition, MessageDescriptor> = {
  left: /*i18n*/ { id: 'settings.navPosition.left', message: 'Left' },
  right: /*i18n*/ { id: 'settings.navPosition.right', message: 'Right' },
};
const schemeNames: Record<Scheme, MessageDescriptor> = {
  auto: /*i18n*/ { id: 'settings.scheme.auto', message: 'Auto' },
  dark: /*i18n*/ { id: 'settings.scheme.dark', message: 'Dark' },
  light: /*i18n*/ { id: 'settings.scheme.light', message: 'Light' },
};
const themeNames: Record<ThemeId, MessageDescriptor> = {
  'theme-default': /*i18n*/ { id: 'settings.theme.default', message: 'Default' },
  'theme-brand': /*i18n*/ { id: 'settings.theme.brand', message: 'Brand' },
  'theme-teal': /*i18n*/ { id: 'settings.theme.teal', message: 'Teal' },
  'theme-rose': /*i18n*/ { id: 'settings.theme.rose', message: 'Rose' },
  'theme-purple': /*i18n*/ { id: 'settings.theme.purple', message: 'Purple' },
  'theme-amber': /*i18n*/ { id: 'settings.theme.amber', message: 'Amber' },
};

/** The settings drawer: layout, colour scheme and theme (a lazily loaded chunk). */
export default function SettingsPanel({
  settingsRef,
  returnFocusTo,
}: {
  settingsRef: SettingsRef;
  /**
   * Where the focus goes when the drawer closes. Choosing a layout can re-create the top bar, and with it the
   * button that opened the drawer: this returns the one on the page now. @default the element focused before opening
   */
  returnFocusTo?: () => HTMLElement | null;
}) {
  const { i18n } = useLingui();
  const open = useSelector(settingsRef, selectIsPanelOpen);
  const appearance = useSelector(settingsRef, selectAppearance);
  const unsaved = useSelector(settingsRef, selectIsUnsaved);
  const canReset = useSelector(settingsRef, selectCanReset);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => !d.open && settingsRef.send({ type: 'settings.panel.close' })}
      finalFocusEl={returnFocusTo}
      lazyMount
      unmountOnExit
    >
      <Dialog.Backdrop className={css.drawerBackdrop} />
      <Dialog.Positioner className={css.drawerPositioner}>
        <Dialog.Content className={css.drawer}>
          <header className={css.drawerHeader}>
            <Dialog.Title className={css.drawerTitle}>
              <Trans id="settings.title" message="Settings" />
            </Dialog.Title>
            <Dialog.CloseTrigger className={css.iconButton} aria-label={i18n._({ id: 'settings.close', message: 'Close settings' })}>
              <Icon name="close" />
            </Dialog.CloseTrigger>
          </header>
          {unsaved ? (
            <p className={css.drawerWarning} role="status">
              <Trans id="settings.unsaved" message="Applied here, but not saved for your account yet." />{' '}
              <button type="button" className={css.linkButton} onClick={() => settingsRef.send({ type: 'settings.retrySave' })}>
                <Trans id="settings.retrySave" message="Save again" />
              </button>
            </p>
          ) : null}
          <fieldset className={css.fieldset}>
            <legend className={css.legend}>
              <Trans id="settings.theme" message="Theme" />
            </legend>
            <div className={css.swatches}>
              {themeIds.map((theme) => (
                <label key={theme} className={css.swatch} data-theme-swatch={theme}>
                  <input
                    type="radio"
                    name="theme"
                    className={css.choiceInput}
                    checked={appearance.theme === theme}
                    onChange={() => settingsRef.send({ type: 'settings.theme.set', theme })}
                  />
                  <span className={css.swatchDot} data-theme-swatch={theme} aria-hidden="true" />
                  {i18n._(themeNames[theme])}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className={css.fieldset}>
            <legend className={css.legend}>
              <Trans id="settings.scheme" message="Colour scheme" />
            </legend>
            <div className={css.segmented}>
              {schemes.map((scheme) => (
                <label key={scheme} className={css.segment}>
                  <input
                    type="radio"
                    name="scheme"
                    className={css.choiceInput}
                    checked={appearance.scheme === scheme}
                    onChange={() => settingsRef.send({ type: 'settings.scheme.set', scheme })}
                  />
                  {i18n._(schemeNames[scheme])}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className={css.fieldset}>
            <legend className={css.legend}>
              <Trans id="settings.navPosition" message="Navigation position" />
            </legend>
            <div className={css.segmented}>
              {navPositions.map((navPosition) => (
                <label key={navPosition} className={css.segment}>
                  <input
                    type="radio"
                    name="navPosition"
                    className={css.choiceInput}
                    checked={appearance.navPosition === navPosition}
                    onChange={() => settingsRef.send({ type: 'settings.navPosition.set', navPosition })}
                  />
                  {i18n._(positionNames[navPosition])}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className={css.fieldset}>
            <legend className={css.legend}>
              <Trans id="settings.layout" message="Layout" />
            </legend>
            <div className={css.layoutGrid}>
              {shellLayoutIds.map((layout) => (
                <label key={layout} className={css.layoutChoice}>
                  <input
                    type="radio"
                    name="layout"
                    className={css.choiceInput}
                    checked={appearance.layout === layout}
                    onChange={() => settingsRef.send({ type: 'settings.layout.set', layout })}
                  />
                  <LayoutThumb layout={layout} navPosition={appearance.navPosition} />
                  {i18n._(layoutNames[layout])}
                </label>
              ))}
            </div>
          </fieldset>
          <div className={css.drawerFooter}>
            <button type="button" className={button({ tone: 'secondary' })} disabled={!canReset} onClick={() => settingsRef.send({ type: 'settings.reset' })}>
              <Trans id="settings.reset" message="Reset to defaults" />
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  );
}

/** Widths of the side navigation in the 60 x 40 thumbnail, by appearance (the real ones: 280, 112, 80 px). */
const thumbNavWidth = { default: 15, futuristic: 15, compact: 8, dense: 5, thin: 5 } as const;

/**
 * A layout's real shape, drawn from its spec (machines/layouts): side navigation and its width, or a horizontal
 * bar, two rows, a coloured band over a card, centred content, where the user sits, the docked quick chat; the
 * side navigation on the side the user chose. Theme colours, so it reads in light and dark.
 */
function LayoutThumb({ layout, navPosition }: { layout: Exclude<LayoutId, 'empty'>; navPosition: NavPosition }) {
  const spec = layoutSpecs[layout];
  const W = 60;
  const H = 40;
  const chat = spec.quickChat ? 3 : 0;
  const shapes: ReactElement[] = [];
  const rect = (key: string, className: string, x: number, y: number, width: number, height: number, r = 1) =>
    shapes.push(<rect key={key} className={className} x={x} y={y} width={width} height={height} rx={r} />);
  const dot = (key: string, className: string, cx: number, cy: number, r = 1.6) => shapes.push(<circle key={key} className={className} cx={cx} cy={cy} r={r} />);
  let left = 0;
  let right = W - chat;
  let top = 0;
  if (spec.navigation === 'vertical') {
    const w = thumbNavWidth[spec.appearance];
    const x = navPosition === 'left' ? 0 : W - chat - w;
    rect('nav', spec.appearance === 'futuristic' ? css.thumbNavStrong : css.thumbSurface, x, 0, w, H, 0);
    const narrow = w < 10;
    let y = spec.userBlock === 'navTop' ? 11 : 5;
    if (spec.userBlock === 'navTop') dot('user', css.thumbAccent, x + w / 2, 5);
    for (let i = 0; i < 5; i += 1, y += 5) {
      const strong = spec.appearance === 'futuristic';
      const cls = i === 1 ? (strong ? css.thumbOnStrongActive : css.thumbAccent) : strong ? css.thumbOnStrong : css.thumbLine;
      if (narrow) rect(`item${i}`, cls, x + w / 2 - 1.25, y, 2.5, 2.5, 0.6);
      else rect(`item${i}`, cls, x + 2, y, w - 4, 2, 0.8);
    }
    if (spec.userBlock === 'navBottom') dot('user', css.thumbOnStrong, x + w / 2, H - 4);
    if (navPosition === 'left') left = w;
    else right = x;
    rect('bar', css.thumbSurface, left, 0, right - left, 5, 0);
    // Dense: the bar's toggle that widens the icon rail.
    if (spec.appearance === 'dense') rect('toggle', css.thumbAccent, navPosition === 'left' ? left + 2 : right - 5, 1.5, 3, 2, 0.6);
    if (spec.userBlock === 'header') dot('user', css.thumbLine, navPosition === 'left' ? right - 3 : left + 3, 2.5, 1.4);
    top = 5;
  } else if (spec.header === 'band') {
    rect('band', css.thumbAccentFill, 0, 0, right, 14, 0);
    for (let i = 0; i < 3; i += 1) rect(`menu${i}`, css.thumbOnStrong, 12 + i * 7, 2.5, 5, 1.6, 0.6);
    dot('user', css.thumbOnStrong, right - 3, 3.3, 1.4);
    left = 10;
    right = right - 10;
    rect('card', css.thumbSurface, left, 8, right - left, H - 8, 1.5);
    top = 8;
  } else {
    rect('bar', css.thumbSurface, 0, 0, right, 6, 0);
    const rowItems = spec.header === 'twoRows' ? 7 : 0;
    if (spec.header === 'twoRows') {
      rect('row', css.thumbSurface, 0, 6.5, right, 5, 0);
      for (let i = 0; i < 4; i += 1) rect(`menu${i}`, i === 0 ? css.thumbAccent : css.thumbLine, 3 + i * 8, 8, 6, 1.8, 0.6);
    } else {
      for (let i = 0; i < 3; i += 1) rect(`menu${i}`, i === 0 ? css.thumbAccent : css.thumbLine, (spec.centered ? 14 : 9) + i * 7, 2.2, 5, 1.6, 0.6);
    }
    dot('user', css.thumbLine, (spec.centered ? right - 14 : right - 3), 3, 1.4);
    top = 6 + (rowItems ? 5.5 : 0);
    if (spec.centered) {
      left = 12;
      right = right - 12;
    }
  }
  // The page: a title line and two cards.
  const pad = 2.5;
  const cw = right - left - pad * 2;
  rect('title', css.thumbLine, left + pad, top + pad, Math.min(16, cw * 0.5), 2, 0.8);
  rect('card1', css.thumbCard, left + pad, top + pad + 4.5, cw, 9);
  rect('card2', css.thumbCard, left + pad, top + pad + 15.5, cw * 0.62, H - top - pad * 2 - 15.5);
  if (chat) rect('chat', css.thumbChat, W - chat, 0, chat, H, 0);
  return (
    <svg className={css.layoutThumb} data-layout-thumb={layout} viewBox={`0 0 ${W} ${H}`} aria-hidden="true" focusable="false">
      <rect className={css.thumbCanvas} x={0} y={0} width={W} height={H} rx={2} />
      {shapes}
    </svg>
  );
}
