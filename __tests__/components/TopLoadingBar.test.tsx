// The loading bar as painted: the colour and width of the bar's own element, not its state attribute.
import { act, render } from '@testing-library/react';
import { TopLoadingBar } from '../../src/components/TopLoadingBar';
import { BRAND_COLOR, ERROR_COLOR } from '../../src/lib/config';
import { loadingBarCode } from '../../src/lib/loadingBarCode';
import { createProgressController, PROGRESS } from '../../src/lib/progress';
import { paintedBar, rgb } from '../support';

describe('the top loading bar', () => {
  // Its drawing code is fetched after the first paint (the test below); these tests draw with it.
  beforeAll(() => loadingBarCode());
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function renderBar() {
    const controller = createProgressController(() => 0.5);
    render(<TopLoadingBar controller={controller} />);
    return controller;
  }

  it('is painted in the brand colour while loading and when the load succeeded', () => {
    const bar = renderBar();
    act(() => bar.begin('data'));
    act(() => jest.advanceTimersByTime(PROGRESS.tickMs * 3));
    expect(paintedBar().colour).toBe(rgb(BRAND_COLOR));
    act(() => bar.end('data'));
    expect(paintedBar()).toMatchObject({ colour: rgb(BRAND_COLOR), width: '100%' });
  });

  it('is painted red at full width when the load failed, and stays red while it fades out', () => {
    const bar = renderBar();
    act(() => bar.begin('data'));
    act(() => jest.advanceTimersByTime(PROGRESS.tickMs * 3));
    act(() => bar.end('data', true));
    expect(paintedBar()).toMatchObject({ colour: rgb(ERROR_COLOR), width: '100%' });

    act(() => jest.advanceTimersByTime(PROGRESS.hideAfterMs));
    expect(paintedBar()).toMatchObject({ colour: rgb(ERROR_COLOR), opacity: '0' });

    // The next load starts afresh, in the brand colour.
    act(() => jest.advanceTimersByTime(1000));
    act(() => bar.begin('next'));
    act(() => jest.advanceTimersByTime(PROGRESS.tickMs * 3));
    expect(paintedBar().colour).toBe(rgb(BRAND_COLOR));
  });

  it('turns red when a failure comes after the bar has finished on its own', () => {
    const bar = renderBar();
    act(() => bar.begin('slow'));
    act(() => jest.advanceTimersByTime(PROGRESS.durationMs + PROGRESS.tickMs));
    expect(paintedBar()).toMatchObject({ colour: rgb(BRAND_COLOR), width: '100%' });
    act(() => bar.end('slow', true));
    expect(paintedBar().colour).toBe(rgb(ERROR_COLOR));
  });
});
