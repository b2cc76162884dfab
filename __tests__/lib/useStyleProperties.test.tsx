// Styles set through the CSSOM: none in the server's HTML (the CSP refuses style attributes there),
// all of them on the element once React has it, kept in step, and hydrated without a mismatch.
import { render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useStyleProperties, type StyleProperties } from '../../src/lib/useStyleProperties';
import { actAsync } from '../support/act';

function Box({ style }: { style: StyleProperties }) {
  const ref = useStyleProperties<HTMLDivElement>(style);
  return <div ref={ref} data-testid="box" />;
}

const box = () => document.querySelector<HTMLElement>('[data-testid="box"]')!;

describe('useStyleProperties', () => {
  it('writes no style attribute in server HTML', () => {
    expect(renderToString(<Box style={{ width: 96, background: '#006b3f' }} />)).toBe('<div data-testid="box"></div>');
  });

  it('sets the styles on the element, numbers in pixels where React would put them, custom properties as they are', () => {
    render(<Box style={{ width: 96, height: '50%', borderRadius: 0, opacity: 0.3, marginTop: 12, '--accent': '#b91c1c' }} />);
    const { style } = box();
    expect(style.width).toBe('96px');
    expect(style.height).toBe('50%');
    expect(style.borderRadius).toMatch(/^0(px)?$/);
    expect(style.opacity).toBe('0.3');
    expect(style.marginTop).toBe('12px');
    expect(style.getPropertyValue('--accent')).toBe('#b91c1c');
  });

  it('follows new values and removes the properties that went away', () => {
    const { rerender } = render(<Box style={{ width: 40, opacity: 0.5 }} />);
    rerender(<Box style={{ width: 56, opacity: undefined }} />);
    expect(box().style.width).toBe('56px');
    expect(box().style.opacity).toBe('');
  });

  it('hydrates server HTML without a mismatch, then styles it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Box style={{ width: 20 }} />);
    document.body.append(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = jest.fn();
    await actAsync(() => {
      hydrateRoot(container, <Box style={{ width: 20 }} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(box().style.width).toBe('20px');
    container.remove();
  });
});
