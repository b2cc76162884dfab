// A picture the first paint does not wait for: no address in the server's HTML (a copy with it in
// <noscript>), its address once the app has taken the page over, and hydrated without a mismatch.
import { render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { LaterImage } from '../../src/components/LaterImage';
import { actAsync } from '../support/act';

const PHOTO = 'https://media.example/photos/1.jpg';
const photo = <LaterImage src={PHOTO} alt="Ảnh 1 của bản thu" width={1080} height={1350} loading="lazy" />;

describe('LaterImage', () => {
  it('has its box but no address in server HTML, and the picture in <noscript>', () => {
    const html = renderToString(photo);
    const page = document.createElement('div');
    page.innerHTML = html;
    const [empty] = page.getElementsByTagName('img');
    expect(empty).toBeDefined();
    expect(empty!.hasAttribute('src')).toBe(false);
    expect(empty!.getAttribute('width')).toBe('1080');
    expect(empty!.getAttribute('height')).toBe('1350');
    expect(empty!.getAttribute('alt')).toBe('Ảnh 1 của bản thu');
    // jsdom parses <noscript> as scripts on: its markup is text, as a browser running scripts keeps it.
    expect(page.querySelector('noscript')?.textContent).toContain(`src="${PHOTO}"`);
  });

  it('has its address at once where the app draws the page', () => {
    render(photo);
    expect(screen.getByRole('img', { name: 'Ảnh 1 của bản thu' })).toHaveAttribute('src', PHOTO);
    expect(document.querySelector('noscript')).toBeNull();
  });

  it('hydrates the server HTML without a mismatch, keeps the element and gives it its address', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(photo);
    document.body.append(container);
    const drawn = container.querySelector('img');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = jest.fn();
    await actAsync(() => {
      hydrateRoot(container, photo, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container.querySelector('img')).toBe(drawn);
    expect(drawn).toHaveAttribute('src', PHOTO);
    expect(drawn).not.toHaveAttribute('data-later');
    expect(container.querySelector('noscript')).toBeNull();
    container.remove();
  });
});
