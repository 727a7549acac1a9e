import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FEEDBACK_MEDIA_LIMIT, feedbackVideoVol, readFeedbackMedia } from '../../../../contracts/products/feedback-media';
import { readProductDetail } from '../../../../contracts/products/detail';
import type { CdnConfig } from '../../../../contracts/cdn';
import { feedbackPhotoSources, feedbackVideoSources } from '../../../../core/domain/catalog/product/feedback-media';
import { cdnConfigAtom } from '../../../../core/domain/settings/cdn/refresh';
import { feedbackPhotoUrl } from '../../../../core/domain/settings/cdn/urls';
import { feedbackVideoPreviewUrl, feedbackVideoUrl } from '../../../../core/domain/settings/cdn/feedback-video-urls';
import { InvalidMediaIdError } from '../../../../core/domain/settings/cdn/media-id';
import { getStore } from '../../../../core/platform/store/store';
import { resetPage } from '../http-fakes';

const hosts = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `https://${prefix}-${String(i + 1).padStart(2, '0')}.example`);
const CONFIG: CdnConfig = {
  origin: { feedbacks: { method: 'mod', hosts: hosts('feedback', 10) }, videos: { method: 'mod', hosts: hosts('video', 13) } },
  recommend: {},
  hash: 'h',
  timestamp: 0,
} as unknown as CdnConfig;

describe('routing-wallet §3 "Feedback media: photo id, or video with id and durationSec" (the wire reader)', () => {
  it('reads photos and videos in order', () => {
    expect(readFeedbackMedia([{ photo: 250001 }, { video: { id: '37/8f2c1d', durationSec: 75 } }])).toEqual([
      { kind: 'photo', id: 250001 },
      { kind: 'video', id: '37/8f2c1d', durationSec: 75 },
    ]);
  });

  it('shell §3 "feedback video id in the form part/part": other shapes, path tricks and bad durations are dropped', () => {
    const hostile = [
      null,
      'photo',
      42,
      [],
      { photo: -1 },
      { photo: 1.5 },
      { photo: '12' },
      { photo: Number.MAX_SAFE_INTEGER + 2 },
      { video: { id: '../../etc/passwd', durationSec: 5 } },
      { video: { id: '37', durationSec: 5 } },
      { video: { id: '37/a/b', durationSec: 5 } },
      { video: { id: '37/<script>', durationSec: 5 } },
      { video: { id: 'x/abc', durationSec: 5 } },
      { video: { id: '1234567890123456/abc', durationSec: 5 } },
      { video: { id: '37/abc', durationSec: -1 } },
      { video: { id: '37/abc', durationSec: 'long' } },
      { video: { id: '37/abc' } },
      { video: '37/abc' },
      { __proto__: { photo: 1 } },
    ];
    expect(readFeedbackMedia(hostile)).toEqual([]);
    expect(readFeedbackMedia({ photo: 1 })).toEqual([]);
    expect(readFeedbackMedia('[{"photo":1}]')).toEqual([]);
    expect(readFeedbackMedia(undefined)).toEqual([]);
  });

  it('keeps each medium once and at most 30', () => {
    expect(FEEDBACK_MEDIA_LIMIT).toBe(30);
    const many = Array.from({ length: 50 }, (_, i) => ({ photo: i % 40 }));
    const read = readFeedbackMedia([{ photo: 7 }, { photo: 7 }, ...many]);
    expect(read).toHaveLength(30);
    expect(new Set(read.map((m) => m.id)).size).toBe(30);
  });

  it('a detail card without feedbackMedia, or with a broken one, has none', () => {
    expect(readProductDetail({ id: 9 })!.feedbackMedia).toEqual([]);
    expect(readProductDetail({ id: 9, feedbackMedia: { photo: 1 } })!.feedbackMedia).toEqual([]);
    expect(readProductDetail({ id: 9, feedbackMedia: [{ photo: 3 }] })!.feedbackMedia).toEqual([{ kind: 'photo', id: 3 }]);
  });
});

describe('shell §7 feedback media URLs', () => {
  it('photo {host}/part{n}/{photoId}/photos/{size}.webp; video {host}/{part}/{part}/mp4/{quality}/1.mp4 and its preview', () => {
    expect(feedbackPhotoUrl('https://f.example', 250001, 'tm')).toBe('https://f.example/part250/250001/photos/tm.webp');
    expect(feedbackVideoUrl('https://v.example', '37/8f2c1d', 'mp4', '360p')).toBe('https://v.example/37/8f2c1d/mp4/360p/1.mp4');
    expect(feedbackVideoUrl('https://v.example', '37/8f2c1d', 'hls', '360p')).toBe('https://v.example/37/8f2c1d/hls/360p/index.m3u8');
    expect(feedbackVideoPreviewUrl('https://v.example', '37/8f2c1d')).toBe('https://v.example/37/8f2c1d/preview.webp');
    expect(() => feedbackVideoUrl('https://v.example', '../x', 'mp4', '360p')).toThrow(InvalidMediaIdError);
    expect(() => feedbackVideoUrl('https://v.example', '37/abc', 'mp4', '../../')).toThrow(InvalidMediaIdError);
    expect(feedbackVideoVol('37/8f2c1d')).toBe(37);
  });
});

describe('shell §9 "Sharding": feedback photos 10 groups, video 13 groups (modulo 144 for video)', () => {
  beforeEach(() => {
    resetPage();
    getStore().set(cdnConfigAtom, CONFIG);
  });
  afterEach(() => getStore().set(cdnConfigAtom, null));

  it('a photo goes to the host of its vol (id / 100000) among 10, then the reserve images host', () => {
    // vol 12 -> hosts[12 mod 10] = feedback-03
    expect(feedbackPhotoSources(1_234_567, 'fs')).toEqual([
      'https://feedback-03.example/part1234/1234567/photos/fs.webp',
      'http://localhost:3000/cdn/part1234/1234567/photos/fs.webp',
    ]);
  });

  it("a video goes to the host of its id's first part modulo 144, among 13", () => {
    // 150 mod 144 = 6 -> hosts[6 mod 13] = video-07
    expect(feedbackVideoSources('150/clip-1')).toEqual({
      poster: ['https://video-07.example/150/clip-1/preview.webp', 'http://localhost:3000/cdn/150/clip-1/preview.webp'],
      mp4: ['https://video-07.example/150/clip-1/mp4/360p/1.mp4', 'http://localhost:3000/cdn/150/clip-1/mp4/360p/1.mp4'],
    });
    // 6 and 150 share a host: only the vol counts.
    expect(feedbackVideoSources('6/clip-1').mp4[0]).toBe('https://video-07.example/6/clip-1/mp4/360p/1.mp4');
    // 20 -> 20 mod 13 = 7 -> video-08
    expect(feedbackVideoSources('20/x').mp4[0]).toBe('https://video-08.example/20/x/mp4/360p/1.mp4');
  });

  it('an unusable id gives no source (the strip shows a blank tile, never a broken URL)', () => {
    expect(feedbackVideoSources('../../x')).toEqual({ poster: [], mp4: [] });
    expect(feedbackPhotoSources(-5, 'fs')).toEqual([]);
  });
});
