import { http, HttpResponse } from 'msw';
import { silentWav, svgPlaceholder } from '../assets';

const CACHE = 'public, max-age=3600';

export const assetHandlers = [
  http.get('*/sandbox/img/:file', ({ params }) => {
    const file = typeof params.file === 'string' ? params.file : '';
    if (!/^[\w.-]+\.svg$/i.test(file)) return new HttpResponse('Not found', { status: 404 });
    return new HttpResponse(svgPlaceholder(file), {
      headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': CACHE },
    });
  }),
  // Video recordings get the same silent track: a <video> plays an audio-only file without complaint.
  http.get('*/sandbox/media/:file', () => {
    const wav = silentWav();
    return new HttpResponse(wav, {
      headers: {
        'Content-Type': 'audio/wav',
        'Content-Length': String(wav.byteLength),
        'Cache-Control': CACHE,
      },
    });
  }),
];
