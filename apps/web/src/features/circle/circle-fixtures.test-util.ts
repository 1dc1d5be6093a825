import { LIMITS, type Circle, type Post } from '@tifo/contract';
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { stubApi, type ApiHandler } from '../anchor/room-fixtures.test-util';
import { FakeUploadRequest } from '../video/fake-upload-request.test-util';

/** An open circle for web tests; override what the test is about. */
export function buildCircle(id: number, overrides: Partial<Circle> = {}): Circle {
  return {
    id,
    kind: 'team',
    sport: 'football',
    name: `Circle ${id}`,
    intro: '',
    icon: '',
    status: 'open',
    member_count: 10 + id,
    post_count: 3,
    joined: false,
    ...overrides,
  };
}

/** A visible post for web tests; override what the test is about. */
export function buildPost(id: number, overrides: Partial<Post> = {}): Post {
  return {
    id,
    circle: { id: 1, name: 'Arsenal', icon: '' },
    author: { id: 9, nickname: 'Gunner', avatar: '' },
    content: `Post ${id}`,
    images: [],
    video: null,
    like_count: 0,
    favorite_count: 0,
    comment_count: 0,
    liked: false,
    favorited: false,
    mine: false,
    pinned: false,
    featured: false,
    created_at: '2026-03-01T12:00:00.000Z',
    ...overrides,
  };
}

/**
 * The circle calls with a few circles and no posts, and the upload token; `routes` adds or
 * replaces handlers.
 */
export function stubCircleApi(routes: Record<string, ApiHandler> = {}) {
  return stubApi({
    'Circle/list': () => ({
      list: [
        buildCircle(1, { name: 'Arsenal' }),
        buildCircle(2, { name: 'Premier League', kind: 'competition' }),
        buildCircle(3, { name: 'Transfers', kind: 'topic', sport: null }),
      ],
    }),
    'Circle/mine': () => ({ list: [] }),
    'Circle/posts': () => ({ list: [], pinned: [], has_more: false }),
    'Member/getQiniuToken': (_url, body) => {
      const { kind } = body as { kind: string };
      return {
        token: `token-${kind}`,
        upload_url: '/api/Upload/file',
        expires_in: 600,
        max_bytes: kind === 'video' ? LIMITS.videoMaxBytes - 1 : LIMITS.imageMaxBytes,
      };
    },
    ...routes,
  });
}

/** The uploads sent so far, once there are `count` of them. */
export async function uploadsSent(count: number): Promise<FakeUploadRequest[]> {
  await waitFor(() =>
    expect(FakeUploadRequest.all.filter((request) => request.sent)).toHaveLength(count),
  );
  return FakeUploadRequest.all;
}

/** The server's answer to a stored picture. */
export function storePicture(request: FakeUploadRequest, url: string) {
  request.respond(200, { code: 0, msg: '', data: { url, kind: 'image', bytes: 9 } });
}

export const png = (name: string) => new File(['png-bytes'], name, { type: 'image/png' });
