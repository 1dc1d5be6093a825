import type { VideoSummary } from '@tifo/contract';

/** A published video in a list, for web tests; override what the test is about. */
export function buildSummary(id: number, overrides: Partial<VideoSummary> = {}): VideoSummary {
  return {
    id,
    title: `Clip ${id}`,
    cover: '',
    duration_seconds: 245,
    views: 100 + id,
    like_count: 0,
    comment_count: 0,
    kind: 'upload',
    status: 'ready',
    category: { id: 2, name: 'Football' },
    author: { id: 9, nickname: `Author ${id}`, avatar: '' },
    match_id: null,
    created_at: '2026-03-01T12:00:00.000Z',
    ...overrides,
  };
}
