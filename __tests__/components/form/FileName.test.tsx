import { render, screen } from '@testing-library/react';
import { FileName } from '../../../src/components/form/FileName';

describe('FileName', () => {
  it('shortens a long name in the middle for the eyes, keeping its start and extension; the whole name is read and is the tooltip', () => {
    const name = `${'ban-thu-am-karaoke-dem-giang-sinh-'.repeat(6)}final-v2.mp4`;
    const { container } = render(<FileName name={name} />);
    const shown = container.querySelector('.file-name')!;
    expect(shown).toHaveAttribute('title', name);
    const visible = shown.querySelector('[aria-hidden="true"]')!;
    expect(visible.textContent).toBe('ban-thu-am-karao…final-v2.mp4');
    expect(Array.from(visible.textContent).length).toBeLessThanOrEqual(30);
    // Read (and found) as the whole name.
    expect(screen.getByText(name)).toHaveClass('visually-hidden');
  });

  it('leaves a name of 30 characters or fewer as it is, and counts characters, not UTF-16 units', () => {
    const { container, rerender } = render(<FileName name="hat-cung-nhau.webm" />);
    expect(screen.getByText('hat-cung-nhau.webm')).toBe(container.querySelector('.file-name'));
    const emoji = `bài hát 🎤🎤 của tôi ${'🎶'.repeat(20)}.mov`;
    rerender(<FileName name={emoji} />);
    expect(container.querySelector('[aria-hidden="true"]')!.textContent).toBe(`bài hát 🎤🎤 của t…${'🎶'.repeat(8)}.mov`);
  });
});
