import { STREAM_HEALTH_LIMITS, type StreamHealth, type StreamHealthProblem } from '@tifo/contract';
import type { TFunction } from '../i18n/translation-keys';

/** What is wrong with a stream, in words a streamer can act on (console and streamer centre). */
export function streamProblemText(
  t: TFunction<'common', never>,
  problem: StreamHealthProblem,
  health: Pick<StreamHealth, 'reconnects'>,
): string {
  switch (problem) {
    case 'bitrate':
      return t('streamHealth.problems.bitrate', { kbps: STREAM_HEALTH_LIMITS.poorKbps });
    case 'frame_rate':
      return t('streamHealth.problems.frame_rate', { fps: STREAM_HEALTH_LIMITS.poorFps });
    case 'keyframes':
      return t('streamHealth.problems.keyframes', {
        seconds: STREAM_HEALTH_LIMITS.poorKeyframeIntervalS,
      });
    case 'reconnects':
      return t('streamHealth.problems.reconnects', { times: health.reconnects });
    case 'falling_behind':
    case 'late_frames':
    case 'dropped_frames':
      return t(`streamHealth.problems.${problem}`);
  }
}
