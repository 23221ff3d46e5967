import { Dialog } from '@ark-ui/react/dialog';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useRef, type MouseEvent } from 'react';
import { selectDialogConfig, selectIsDialogOpen, type DialogRef, type DialogText } from '../../machines/dialog.machine';
import { Icon, isIconName } from '../ui/icon';
import { SafeHtml } from '../ui/safe-html';
import { button } from '../theme/recipes/button.css';
import * as css from './confirm-dialog.css';

/** A caller's text is used as given (HTML, sanitized where rendered); a message is translated. */
const textOf = (i18n: I18n, text: DialogText): string => (typeof text === 'string' ? text : i18n._(text));

/**
 * The confirmation dialog (SPEC §3, §4, §8): the dialog machine decides; this renders its current request.
 * Escape and outside clicks only close a dismissible dialog (Ark is told, and the machine ignores `dialog.dismiss` otherwise).
 */
export function ConfirmDialog({ dialogRef }: { dialogRef: DialogRef }) {
  const { i18n } = useLingui();
  const open = useSelector(dialogRef, selectIsDialogOpen);
  const config = useSelector(dialogRef, selectDialogConfig);
  const dismissible = config?.dismissible === true;
  // Focus goes back to the control that asked; when the answer removed it (a removed message), to the panel that held it.
  const opener = useRef<{ element: HTMLElement; container: HTMLElement | null } | null>(null);
  if (open && opener.current === null && document.activeElement instanceof HTMLElement) {
    const element = document.activeElement;
    opener.current = { element, container: element.closest<HTMLElement>('[role="dialog"], [role="region"], main') };
  }
  const returnFocus = () => {
    const target = opener.current;
    opener.current = null;
    if (target === null) return null;
    if (target.element.isConnected) return target.element;
    return target.container?.isConnected ? target.container : null;
  };
  // The second click of a double click (detail 2) must not answer the next queued dialog.
  const onFirstClick = (type: 'dialog.confirm' | 'dialog.cancel') => (event: MouseEvent<HTMLButtonElement>) => {
    if (event.detail > 1) return;
    dialogRef.send({ type });
  };
  return (
    <Dialog.Root
      open={open && config !== null}
      onOpenChange={(d) => !d.open && dialogRef.send({ type: 'dialog.dismiss' })}
      role="alertdialog"
      closeOnEscape={dismissible}
      closeOnInteractOutside={dismissible}
      finalFocusEl={returnFocus}
      lazyMount
      unmountOnExit
    >
      <Dialog.Backdrop className={css.backdrop} />
      <Dialog.Positioner className={css.positioner}>
        <Dialog.Content className={css.content}>
          {config ? (
            <>
              {config.icon.show ? (
                <span className={`${css.iconWrap} ${css.iconColor[config.icon.color]}`} data-color={config.icon.color}>
                  <Icon name={isIconName(config.icon.name) ? config.icon.name : 'alert'} size={24} />
                </span>
              ) : null}
              <Dialog.Title className={config.icon.show ? css.title : `${css.title} ${css.noIcon}`}>
                <SafeHtml html={textOf(i18n, config.title)} profile="inline" />
              </Dialog.Title>
              <Dialog.Description asChild>
                <div className={config.icon.show ? undefined : css.noIcon}>
                  <SafeHtml html={textOf(i18n, config.message)} profile="inline" as="p" className={css.message} />
                </div>
              </Dialog.Description>
              {config.actions.cancel.show || config.actions.confirm.show ? (
                <div className={css.actions}>
                  {config.actions.cancel.show ? (
                    <button type="button" className={button({ tone: 'secondary' })} disabled={!open} onClick={onFirstClick('dialog.cancel')}>
                      {textOf(i18n, config.actions.cancel.label)}
                    </button>
                  ) : null}
                  {config.actions.confirm.show ? (
                    <button
                      type="button"
                      className={`${button()} ${css.confirmColor[config.actions.confirm.color]}`}
                      data-color={config.actions.confirm.color}
                      disabled={!open}
                      onClick={onFirstClick('dialog.confirm')}
                    >
                      {textOf(i18n, config.actions.confirm.label)}
                    </button>
                  ) : null}
                </div>
              ) : null}
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  );
}
