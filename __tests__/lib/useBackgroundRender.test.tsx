// New data reaches a data page synchronously (the store's subscription); the page renders it in a
// second, deferrable render, keeping its skeleton in the urgent one, and drops data that goes away at
// once (src/lib/useBackgroundRender.ts).
import { render } from '@testing-library/react';
import { useBackgroundRender } from '../../src/lib/useBackgroundRender';
import { actAsync } from '../support/act';

function Probe({ data, log }: { data: string | undefined; log: (string | undefined)[] }) {
  const shown = useBackgroundRender(data);
  log.push(shown);
  return <p>{shown ?? 'khung chờ'}</p>;
}

it('renders arriving data in a render of its own, after one that still shows the skeleton', async () => {
  const log: (string | undefined)[] = [];
  const { rerender, container } = render(<Probe data={undefined} log={log} />);
  log.length = 0;
  await actAsync(() => rerender(<Probe data="bản thu" log={log} />));
  expect(log).toEqual([undefined, 'bản thu']);
  expect(container).toHaveTextContent('bản thu');
});

it('drops data that goes away in the same render, never showing it as current', async () => {
  const log: (string | undefined)[] = [];
  const { rerender, container } = render(<Probe data="bản thu cũ" log={log} />);
  log.length = 0;
  await actAsync(() => rerender(<Probe data={undefined} log={log} />));
  expect(log[0]).toBeUndefined();
  expect(container).toHaveTextContent('khung chờ');
});
