/**
 * For a dialog's `onFocusOutside`: focus that script moves elsewhere (a closing menu giving focus back to
 * its trigger while the dialog it linked to opens) must not close the dialog and lose what it holds. A
 * click outside, Esc and the close buttons still close it.
 */
export function keepOpenOnFocusOutside(event: { preventDefault(): void }) {
  event.preventDefault();
}
