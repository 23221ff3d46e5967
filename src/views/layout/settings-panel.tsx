import { Dialog } from '@ark-ui/react/dialog';
import { Trans, useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import type { MessageDescriptor } from '@lingui/core';
import { shellLayoutIds, navPositions, schemes, themeIds, type LayoutId, type NavPosition, type Scheme, type ThemeId } from '../../config/appearance';
import { selectAppearance, selectCanReset, selectIsPanelOpen, selectIsUnsaved, type SettingsRef } from '../../machines/settings.machine';
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
                  <span className={css.layoutThumb} data-layout-thumb={layout} aria-hidden="true">
                    <span />
                    <span />
                  </span>
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
