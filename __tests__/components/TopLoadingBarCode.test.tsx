// The loading bar's drawing code is not part of the first bytes: nothing is drawn with it until a
// load starts (or someone is there), and the load it was fetched for is then drawn. Its own file: the
// code is fetched once per module registry.
import { act, render, waitFor } from '@testing-library/react';
import { TopLoadingBar } from '../../src/components/TopLoadingBar';
import { BRAND_COLOR } from '../../src/lib/config';
import { createProgressController, PROGRESS } from '../../src/lib/progress';
import { paintedBar, rgb } from '../support';

it('fetches its drawing code when a load starts once it is on screen, then draws that load', async () => {
  const controller = createProgressController(() => 0.5);
  // The first page's code, loaded before the app takes the page over: its bar's fading end is not
  // drawn, and nothing is fetched for it.
  act(() => controller.begin('first page'));
  act(() => controller.end('first page'));
  const { container } = render(<TopLoadingBar controller={controller} />);
  await act(() => new Promise((resolve) => setTimeout(resolve, PROGRESS.hideAfterMs + 50)));
  expect(container.querySelector('.top-loading-bar__fill')).toBeNull();

  act(() => controller.begin('data'));
  await waitFor(() => expect(container.querySelector('.top-loading-bar__fill')).not.toBeNull());
  expect(paintedBar().colour).toBe(rgb(BRAND_COLOR));
  expect(container.querySelector('[role="progressbar"]')).toHaveAttribute('aria-hidden', 'false');
});
