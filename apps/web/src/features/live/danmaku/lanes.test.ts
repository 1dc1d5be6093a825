import { describe, expect, it } from 'vitest';
import { estimateWidth, LANE_GAP_PX, LaneScheduler, laneCount } from './lanes';

describe('danmaku lanes', () => {
  it('fits as many lanes as the area holds, at least one', () => {
    expect(laneCount({ areaHeight: 270, laneHeight: 27 })).toBe(10);
    expect(laneCount({ areaHeight: 0, laneHeight: 27 })).toBe(1);
  });

  it('fills lanes top-down and frees one once its last barrage has fully entered', () => {
    const lanes = new LaneScheduler();
    const speed = 100;
    const width = 176;
    expect(lanes.reserve(0, 2, width, speed)).toBe(0);
    expect(lanes.reserve(0, 2, width, speed)).toBe(1);
    // Both busy: this barrage stays in the list only.
    expect(lanes.reserve(100, 2, width, speed)).toBeNull();
    const free = ((width + LANE_GAP_PX) / speed) * 1000;
    expect(lanes.reserve(free - 1, 2, width, speed)).toBeNull();
    expect(lanes.reserve(free, 2, width, speed)).toBe(0);
  });

  it('guesses wider boxes for Chinese than for Latin text', () => {
    expect(estimateWidth('好球好球', 18)).toBeGreaterThan(estimateWidth('goal', 18));
  });
});
