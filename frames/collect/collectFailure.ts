import type { CollectFailureCode } from '../../headless/core/collect/collectMessages';

/** Why a collect failed, as the frame answers it to the SDK (never with a typed value in it). */
export class CollectFailure extends Error {
  constructor(
    readonly code: CollectFailureCode,
    message: string,
    readonly status?: number,
    readonly requestId?: string,
  ) {
    super(message);
  }
}
