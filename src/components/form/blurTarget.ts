import type { FocusEvent } from 'react';

/**
 * Whether focus left a field for another text field. Only then is the field checked on blur: a
 * message appearing while the person presses a button or a radio would shift it under their finger
 * between press and release, and the press would be lost (the submit then checks everything anyway).
 */
export const movedToAnotherField = (event: FocusEvent): boolean => {
  const next = event.relatedTarget;
  return next instanceof HTMLElement && next.matches('input:not([type="radio"]):not([type="checkbox"]):not([type="file"]), textarea, select');
};
