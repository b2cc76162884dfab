import { render, screen } from '@testing-library/react';
import { FileName } from '../../../src/components/form/FileName';

describe('FileName', () => {
  it('holds the whole name once as text (read, found), with the name as its tooltip', () => {
    const name = `${'ban-thu-am-karaoke-dem-giang-sinh-'.repeat(6)}final-v2.mp4`;
    const { container } = render(<FileName name={name} />);
    const root = container.querySelector('.file-name')!;
    expect(root).toHaveAttribute('title', name);
    expect(screen.getByText(name)).toHaveClass('visually-hidden');
    expect(root.textContent).toBe(name);
    // What the eyes see is drawn by CSS from the start (cut with "…" where it does not fit) and the end.
    const shown = root.querySelector('.file-name__shown')!;
    expect(shown).toHaveAttribute('aria-hidden', 'true');
    expect(shown.getAttribute('data-tail')).toBe('final-v2.mp4');
    expect(`${shown.getAttribute('data-head')}${shown.getAttribute('data-tail')}`).toBe(name);
  });

  it('splits by characters, not UTF-16 units, and leaves a short name whole in its end part', () => {
    const { container, rerender } = render(<FileName name={`bài hát của tôi ${'🎶'.repeat(20)}.mov`} />);
    expect(container.querySelector('.file-name__shown')).toHaveAttribute('data-tail', `${'🎶'.repeat(8)}.mov`);
    rerender(<FileName name="a.mp4" />);
    expect(container.querySelector('.file-name__shown')).toHaveAttribute('data-head', '');
    expect(container.querySelector('.file-name__shown')).toHaveAttribute('data-tail', 'a.mp4');
  });
});
