/**
 * The known name closest to a mistyped one, for "did you mean …?" hints, or undefined when none
 * is close. Hand-written: the SDK may depend on zod and nanoid only, and this is a dozen lines.
 * Case differences cost nothing, so `showCardHolderName` finds `showCardholderName`.
 */
export function nearestName(name: string, known: readonly string[]): string | undefined {
  const wanted = name.toLowerCase();
  let best: string | undefined;
  // Two edits at most (a swapped pair, a letter missing and one wrong): further is another word.
  let bestDistance = 3;
  for (const candidate of known) {
    const distance = editDistance(wanted, candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** Levenshtein distance: insertions, deletions and substitutions each cost one. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}
