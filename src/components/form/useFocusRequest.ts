import { useCallback, useEffect, useState } from 'react';

/**
 * Moves focus to an element by id after the next render, once the messages it is described by are in
 * the page (a screen reader then reads the field with its error).
 */
export function useFocusRequest(): (id: string) => void {
  const [request, setRequest] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (!request) return;
    const element = document.getElementById(request.id);
    element?.focus();
    if (element && typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'center' });
  }, [request]);
  // A new object each time: asking twice for the same field still moves focus back to it.
  return useCallback((id: string) => setRequest({ id }), []);
}
