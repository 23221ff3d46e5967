import { globalKeyframes } from '@vanilla-extract/css';

globalKeyframes('spin', { to: { transform: 'rotate(360deg)' } });
globalKeyframes('indeterminate', { '0%': { transform: 'translateX(-100%)' }, '100%': { transform: 'translateX(400%)' } });
globalKeyframes('fadeIn', { from: { opacity: 0 }, to: { opacity: 1 } });
globalKeyframes('fadeOut', { from: { opacity: 1 }, to: { opacity: 0 } });
