import { createElement } from 'react';
import type { ThreeDSChallengeProps } from '../../../components/ThreeDSChallenge/ThreeDSChallenge';
import type { ChallengeExtension } from '../challengeExtension';
import { useExtension } from './useExtension';

/*
 * Stands in for components/ThreeDSChallenge/ThreeDSChallenge.tsx in the script-tag scripts (the
 * build swaps it in). It shows only once the challenge flow runs, which has loaded the same script.
 */
export function ThreeDSChallenge(props: ThreeDSChallengeProps) {
  const { extension } = useExtension<ChallengeExtension>('challenge', __EXTENSION_INTEGRITY__.challenge);
  return extension ? createElement(extension.ThreeDSChallenge, props) : null;
}
