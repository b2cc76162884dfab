import { render, screen } from '@testing-library/react';
import { FileName } from '../../../src/components/form/FileName';

describe('FileName', () => {
  it('is read and found as the whole name, with the name as its tooltip', () => {
    const name = `${'ban-thu-am-karaoke-dem-giang-sinh-'.repeat(6)}final-v2.mp4`;
    const { container } = render(<FileName name={name} />);
    expect(container.querySelector('.file-name')).toHaveAttribute('title', name);
    expect(screen.getByText(name)).toHaveClass('visually-hidden');
    // What the eyes see is the same name in two parts: the start, which CSS cuts with "…", and the end.
    const shown = container.querySelector('.file-name__shown')!;
    expect(shown).toHaveAttribute('aria-hidden', 'true');
    expect(shown.querySelector('.file-name__tail')!.textContent).toBe('final-v2.mp4');
    expect(shown.textContent).toBe(name);
  });

  it('splits by characters, not UTF-16 units, and leaves a short name whole in its end part', () => {
    const { container, rerender } = render(<FileName name={`bài hát của tôi ${'🎶'.repeat(20)}.mov`} />);
    expect(container.querySelector('.file-name__tail')!.textContent).toBe(`${'🎶'.repeat(8)}.mov`);
    rerender(<FileName name="a.mp4" />);
    expect(container.querySelector('.file-name__head')!.textContent).toBe('');
    expect(container.querySelector('.file-name__tail')!.textContent).toBe('a.mp4');
  });
});
