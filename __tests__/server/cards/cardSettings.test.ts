/**
 * @jest-environment node
 */
import os from 'node:os';
import { serverSettings } from '../../../src/server/settings';

// The share cards' settings from the server's environment: what a deployment may say, and what it
// is told when it says something else.

const API = { API_URL: 'https://api.example.com' };

it('default to no other image origin, one draw per core but one (at least one), and no SVG', () => {
  expect(serverSettings(API)).toMatchObject({ cards: { imageOrigins: [], maxDraws: Math.max(1, os.availableParallelism() - 1), svgImages: false } });
});

it('read CARD_IMAGE_ORIGINS, CARD_MAX_DRAWS and CARD_SVG_IMAGES', () => {
  const env = { ...API, CARD_IMAGE_ORIGINS: 'https://cdn.example.com, http://img.example.com:8080/', CARD_MAX_DRAWS: '3', CARD_SVG_IMAGES: '1' };
  expect(serverSettings(env)).toMatchObject({
    cards: { imageOrigins: ['https://cdn.example.com', 'http://img.example.com:8080'], maxDraws: 3, svgImages: true },
  });
});

it.each([
  ['an origin with a path', { CARD_IMAGE_ORIGINS: 'https://cdn.example.com/covers' }, /CARD_IMAGE_ORIGINS/],
  ['a host without a scheme', { CARD_IMAGE_ORIGINS: 'cdn.example.com' }, /CARD_IMAGE_ORIGINS/],
  ['another scheme', { CARD_IMAGE_ORIGINS: 'file:///var/www' }, /CARD_IMAGE_ORIGINS/],
  ['no draws at all', { CARD_MAX_DRAWS: '0' }, /CARD_MAX_DRAWS/],
  ['a draw count that is not a number', { CARD_MAX_DRAWS: 'many' }, /CARD_MAX_DRAWS/],
])('refuse %s, saying which setting', (_name, env, message) => {
  const settings = serverSettings({ ...API, ...env });
  expect('error' in settings && settings.error).toMatch(message);
});
