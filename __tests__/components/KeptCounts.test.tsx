import { render } from '@testing-library/react';
import { KeptCounts } from '../../src/components/KeptCounts';

// An event's prizes and rules come from the API: their counts stay on one line, their text as written.
it('keeps each count with its unit in a span that does not wrap, and the text exactly as given', () => {
  const text = 'Giải nhất: 6.000 kim cương và khung ảnh (30 ngày)\n<b>không phải HTML</b>';
  const { container } = render(
    <p>
      <KeptCounts text={text} />
    </p>,
  );
  expect(container.firstElementChild!.textContent).toBe(text);
  expect([...container.querySelectorAll('.nowrap')].map((span) => span.textContent)).toEqual(['6.000 kim cương', '30 ngày']);
  expect(container.querySelector('b')).toBeNull();
});
