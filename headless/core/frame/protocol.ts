/** Every message between the SDK and the secure frame travels in this envelope. */
export const FRAME_PROTOCOL = 'payment-client/frame@1';
