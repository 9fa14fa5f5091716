// The figures every measurement prints: quantiles of its samples.
export function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

export function spread(samples) {
  return `median ${quantile(samples, 0.5).toFixed(0)} ms, p95 ${quantile(samples, 0.95).toFixed(0)} ms`;
}

export const kb = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;
