import { countWords, EXPERT_LIMITS } from '@tifo/contract';

export type ApplicationProblem = 'fill' | 'words' | 'code';

/**
 * What stops an application before it is sent, in the order a member fixes them: every field
 * filled (spec §5's fill message), experience within 200 words, the analyst code accepted.
 */
export function checkApplication(
  form: { real_name: string; wechat: string; experience: string },
  codeAccepted: boolean,
): ApplicationProblem | null {
  if (!form.real_name.trim() || !form.wechat.trim() || !form.experience.trim()) return 'fill';
  if (countWords(form.experience) > EXPERT_LIMITS.experienceMaxWords) return 'words';
  if (!codeAccepted) return 'code';
  return null;
}
