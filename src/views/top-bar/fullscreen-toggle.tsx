/** Mount point: the view is being built (shell issue); it renders nothing until then. */
export function FullscreenToggle() {
  return null;
}
