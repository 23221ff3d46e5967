/**
 * The top bar's panel triggers, in a module of their own: the start-up's static triggers (shell/top-bar-panels.tsx) take
 * these two classes without the panels' other classes, and the live triggers in the panels' chunks use the same ones.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { iconButton as sharedIconButton } from '../theme/recipes/icon-button.css';

/** The messages' and notifications' button (its unread badge sits on its corner). */
export const inboxTrigger = style([
  sharedIconButton,
  {
    position: 'relative',
    selectors: {
      '&:hover, &[data-state="open"]': { background: vars.accent.soft },
      '&:focus-visible': { outline: `2px solid ${vars.accent.focus}`, outlineOffset: '2px' },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
]);

/** The shortcuts' bolt button. */
export const shortcutsTrigger = style([sharedIconButton, { selectors: { '&:hover, &[data-state="open"]': { background: vars.accent.soft } } }]);
