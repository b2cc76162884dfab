import { expect } from '@jest/globals';
import type { Recording } from '../../../src/api/contract';
import { recordingStructuredData } from '../../../src/features/recording/recordingStructuredData';
import { seed } from '../../../src/mocks/seed';
import { payloadOf } from '../../support';

const recordingOf = (uid: string) => payloadOf<Recording>(`/recordings/detail-by-uid/${uid}?is_platform=3`);

describe("a recording's structured data", () => {
  it('is a MusicRecording of its song, by its singer, with its length, date and counts', async () => {
    const recording = await recordingOf(seed.recordings.audio.uid);
    const data = recordingStructuredData(recording, 'https://hatvui.vn/cards/x.jpg');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'MusicRecording',
      name: recording.title,
      url: expect.stringMatching(new RegExp(`/recording/${recording.uid}$`)),
      image: 'https://hatvui.vn/cards/x.jpg',
      byArtist: { '@type': 'Person', name: recording.owner.name },
      author: { '@type': 'Person', name: recording.owner.name },
      recordingOf: { '@type': 'MusicComposition', name: recording.title, composer: { '@type': 'Person', name: recording.artist } },
      datePublished: recording.created_at,
    });
    expect(data.duration).toMatch(/^PT(\d+H)?(\d+M)?(\d+S)?$/);
    expect(data.interactionStatistic.map((counter) => counter.userInteractionCount)).toEqual([recording.views_count, recording.likes_count]);
  });

  it('names both singers of a duet, and a video is a VideoObject too', async () => {
    const duet = await recordingOf(seed.recordings.duet.uid);
    expect(recordingStructuredData(duet, undefined).byArtist).toEqual([
      { '@type': 'Person', name: duet.owner.name },
      { '@type': 'Person', name: duet.duet_partner!.name },
    ]);
    const video = recordingStructuredData(await recordingOf(seed.recordings.video.uid), 'https://hatvui.vn/c.jpg');
    expect(video['@type']).toEqual(['MusicRecording', 'VideoObject']);
    expect(video).toMatchObject({ uploadDate: expect.any(String), embedUrl: expect.stringMatching(/\/embed\/recording\/[\w-]+$/) });
    // The poster the page's player shows first, then the drawn card.
    expect((video as { thumbnailUrl: string[] }).thumbnailUrl.at(-1)).toBe('https://hatvui.vn/c.jpg');
  });
});
