/**
 * @jest-environment node
 */
import { mediaTypeOf } from '../../src/lib/mediaType';

describe('mediaTypeOf', () => {
  it.each([
    ['https://cdn.example.com/a.mp3', 'audio', 'audio/mpeg'],
    ['https://cdn.example.com/a.M4A?token=1', 'audio', 'audio/mp4'],
    ['https://cdn.example.com/a.mp4', 'audio', 'audio/mp4'],
    ['https://cdn.example.com/a.webm#t=1', 'audio', 'audio/webm'],
    ['https://cdn.example.com/a.mp4', 'video', 'video/mp4'],
    ['https://cdn.example.com/a.mov', 'video', 'video/quicktime'],
    ['https://cdn.example.com/stream', 'video', 'video/mp4'],
    ['https://cdn.example.com/stream', 'audio', 'audio/mp4'],
  ] as const)('%s as %s is %s', (url, kind, type) => {
    expect(mediaTypeOf(url, kind)).toBe(type);
  });
});
