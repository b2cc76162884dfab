/**
 * @jest-environment node
 */
import { expect } from '@jest/globals';
import { allowScriptUrl, installDefaultPolicy } from '../../src/app/trustedTypes';

const origin = 'https://hatvui.vn';

describe('the default Trusted Types policy', () => {
  it.each(['/sw.js', 'https://hatvui.vn/assets/page-room.abc.js', 'https://accounts.google.com/gsi/client'])(
    'lets %s be loaded as a script',
    (url) => {
      expect(allowScriptUrl(url, origin)).toBe(url);
    },
  );

  it.each([
    'https://evil.example/x.js',
    '//evil.example/x.js',
    'https://accounts.google.com.evil.example/gsi/client',
    'https://accounts.google.com/o/oauth2/other.js',
    'data:text/javascript,alert(1)',
  ])('refuses %s', (url) => {
    expect(() => allowScriptUrl(url, origin)).toThrow(/Blocked script URL/);
  });

  it('is installed as the default policy where the browser has Trusted Types, once', () => {
    const createPolicy = jest.fn();
    const w = { trustedTypes: { createPolicy }, location: { origin } } as unknown as Window;
    expect(installDefaultPolicy(w)).toBe(true);
    expect(createPolicy).toHaveBeenCalledWith('default', { createScriptURL: expect.any(Function) });
    createPolicy.mockImplementation(() => {
      throw new TypeError('Policy with name "default" already exists');
    });
    expect(installDefaultPolicy(w)).toBe(false);
    expect(installDefaultPolicy({} as Window)).toBe(false);
  });

  it('is not asked for again once there is one (the boot script installed it before the entry): the CSP would report that', () => {
    const createPolicy = jest.fn();
    const w = { trustedTypes: { createPolicy, defaultPolicy: {} }, location: { origin } } as unknown as Window;
    expect(installDefaultPolicy(w)).toBe(false);
    expect(createPolicy).not.toHaveBeenCalled();
  });
});
