/** Every message between the SDK and the secure frame travels in this envelope. */
export const FRAME_PROTOCOL = 'payment-client/frame@1';

/** How long a frame may take to answer a collect before it fails. */
export const COLLECT_TIMEOUT_MS = 30_000;

/** PC-COLLECT-13: the logged collect failure. */
export const COLLECT_FAILED_MESSAGE = 'Error collecting data from the iframe!';

/** A vault id as a collect message may name it (the vault's own id format). */
export const VAULT_ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
