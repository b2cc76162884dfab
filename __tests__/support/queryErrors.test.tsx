// setup.ts's getElementError: a miss inside waitFor is told without the DOM, a miss that ends a test
// still shows it (queryErrors.ts).
import { render, screen, waitFor } from '@testing-library/react';
import { inWaitFor } from './queryErrors';

const page = () => render(<button type="button">Nạp kim cương</button>);

it('knows when testing-library runs a waitFor callback (its flag, which an upgrade could drop)', async () => {
  expect(inWaitFor()).toBe(false);
  let inside: boolean | undefined;
  await waitFor(() => {
    inside = inWaitFor();
  });
  expect(inside).toBe(true);
  expect(inWaitFor()).toBe(false);
});

it('a miss inside waitFor says what was not found, without printing the DOM', async () => {
  page();
  let message = '';
  await waitFor(() => {
    try {
      screen.getByRole('link', { name: 'Chuyển kim cương' });
    } catch (error) {
      message = (error as Error).message;
    }
  });
  expect(message).toContain('Unable to find role="link" and name "Chuyển kim cương"');
  expect(message).not.toContain('<button');
});

it('a findBy that gives up shows the DOM, once', async () => {
  page();
  const { message } = (await screen.findByRole('link', { name: 'Chuyển kim cương' }, { timeout: 150 }).catch((caught: unknown) => caught)) as Error;
  expect(message).toContain('Unable to find role="link" and name "Chuyển kim cương"');
  expect(message.match(/<button/g)).toHaveLength(1);
});

it('a getBy that misses outside waitFor shows the DOM', () => {
  page();
  expect(() => screen.getByRole('link')).toThrow(/<button/);
});
