/**
 * Spreads marks placed at `wanted` (in order, within 0..width) so that neighbours are at least
 * `spacing` apart (or as far apart as the width allows), moving each as little as that takes: messages
 * written in a burst would otherwise draw as one dot.
 */
export function markPositions(wanted: readonly number[], width: number, spacing: number): number[] {
  if (wanted.length < 2) return [...wanted];
  const gap = Math.min(spacing, width / (wanted.length - 1));
  const xs = [...wanted];
  for (let index = 1; index < xs.length; index += 1) xs[index] = Math.max(xs[index]!, xs[index - 1]! + gap);
  xs[xs.length - 1] = Math.min(xs[xs.length - 1]!, width);
  for (let index = xs.length - 2; index >= 0; index -= 1) xs[index] = Math.min(xs[index]!, xs[index + 1]! - gap);
  // The backward pass can leave the first a rounding error below zero.
  return xs.map((x) => Math.max(0, x));
}

