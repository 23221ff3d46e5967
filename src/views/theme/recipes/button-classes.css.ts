import { button } from './button.css';

/**
 * The start-up's buttons (the could-not-start and session pages, a section that could not load) as plain class names,
 * computed from the button recipe at build time: importing the recipe itself would bring the recipes' runtime into
 * the start-up code (issue 12 point 5).
 */
export const primaryButton = button();
export const secondaryButton = button({ tone: 'secondary' });
