import { act, render, screen } from '@testing-library/react';
import { OfflineBanner } from '../../src/components/OfflineBanner';

const goOffline = (offline: boolean) => {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
};

afterEach(() => jest.restoreAllMocks());

describe('OfflineBanner', () => {
  it('says the visitor is offline and that nothing is sent meanwhile, never that it will be sent later', () => {
    render(<OfflineBanner />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    goOffline(true);
    const text = screen.getByRole('status').textContent ?? '';
    expect(text).toMatch(/^Bạn đang ngoại tuyến\./);
    expect(text).toContain('chưa gửi được gì');
    expect(text).not.toMatch(/sẽ (được )?gửi/);
    goOffline(false);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
